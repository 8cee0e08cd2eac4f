import type { SiteConfig } from '@codecrush/contracts';
import { parseSiteConfig } from '@codecrush/contracts';

/** The id of the JSON script the prerenderer writes into every page. */
export const prerenderDataId = 'codecrush-prerender';

/** What a prerendered page carries for the boot: the path and the runtime config it was rendered with. */
export type PrerenderData = { path: string; config: SiteConfig };

/** JSON that is safe inside `<script>` (no `</script>`, no HTML comment openers). */
export const serializePrerenderData = (data: PrerenderData) =>
  JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The inlined prerender data of this page, or null when the page was not prerendered (SPA fallback). */
export function readPrerenderData(doc: Pick<Document, 'getElementById'>): PrerenderData | null {
  const text = doc.getElementById(prerenderDataId)?.textContent;
  if (!text) return null;
  const raw = JSON.parse(text) as { path?: unknown; config?: unknown };
  return { path: typeof raw.path === 'string' ? raw.path : '', config: parseSiteConfig(raw.config) };
}
