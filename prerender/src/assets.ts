import type { RemoteModuleId, RemoteName } from '@codecrush/contracts';
import type { Manifest } from './sources';

/** Mirrors packages/build-config/node.mjs `assetPlaceholder`: what Node builds write for their public URL. */
export const assetPlaceholderPrefix = '/__codecrush_assets__/';

/** Points every asset URL of the Node builds at the browser build of the same remote. */
export function resolveAssetUrls(html: string, browserBases: Partial<Record<RemoteName, string>>): string {
  return html.replace(/\/__codecrush_assets__\/([a-z_]+)\//g, (placeholder, name: RemoteName) => {
    const base = browserBases[name];
    if (!base) throw new Error(`no public URL for ${name}'s assets`);
    return base;
  });
}

/** The federation runtime loads remote scripts with `crossorigin="anonymous"`: the preload must match. */
const preloadScript = (href: string) => `<link rel="preload" as="script" href="${href}" crossorigin="anonymous">`;

/**
 * Preloads for exactly what the route needs at boot besides the shell's own scripts: the route
 * remote's entry and the synchronous chunks of its exposed page (from its manifest). The shell's
 * shared-library chunks are not preloaded: some are only fetched when a remote asks for them.
 */
export function preloadsFor(
  module: RemoteModuleId | undefined,
  remote: { manifest: Manifest; browserBase: string } | undefined,
): string[] {
  if (!module || !remote) return [];
  const exposed = module.slice(module.indexOf('/') + 1);
  const expose = remote.manifest.exposes.find((e) => e.name === exposed);
  if (!expose) throw new Error(`${module} is not in its remote's manifest`);
  const base = remote.browserBase;
  // A site path is joined as text (URL refuses it without an origin), an absolute base resolved.
  // Stryker disable next-line MethodExpression,StringLiteral: an absolute base and a chunk's name joined as text are the same address as resolved
  const isSitePath = base.startsWith('/');
  return ['remoteEntry.js', ...expose.assets.js.sync].map((file) =>
    preloadScript(isSitePath ? `${base}${file}` : new URL(file, base).href),
  );
}
