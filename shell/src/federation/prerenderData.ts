import type { SiteConfig } from '@codecrush/contracts';

/**
 * The prerender data contract shared by the prerenderer, the boot and the e2e overrides (which
 * write it with `scriptJson` of @codecrush/contracts).
 * Public as `shell/prerender-data` (package.json `exports`) and dependency-free on purpose: Node
 * tooling imports it without pulling the shell's UI graph.
 */

/** The id of the JSON script the prerenderer writes into every page. */
export const prerenderDataId = 'codecrush-prerender';

/**
 * What a prerendered page carries for the boot: the path, the runtime config and the public origin
 * (`PUBLIC_ORIGIN`) it was rendered with.
 */
export type PrerenderData = { path: string; config: SiteConfig; publicOrigin: string };
