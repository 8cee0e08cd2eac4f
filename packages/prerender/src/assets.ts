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

const preloadScript = (href: string, crossOrigin: boolean) =>
  `<link rel="preload" as="script" href="${href}"${crossOrigin ? ' crossorigin="anonymous"' : ''}>`;

/**
 * Preloads for exactly what the route needs at boot: the shell's shared libraries, the route
 * remote's entry and the synchronous chunks of its exposed page (from the manifests).
 */
export function preloadsFor(
  module: RemoteModuleId | undefined,
  shell: Manifest,
  remote: { manifest: Manifest; browserBase: string } | undefined,
): string[] {
  const shellChunks = [...new Set(shell.shared.flatMap((s) => s.assets.js.sync))].map((file) =>
    preloadScript(`/${file}`, false),
  );
  if (!module || !remote) return shellChunks;
  const exposed = module.slice(module.indexOf('/') + 1);
  const expose = remote.manifest.exposes.find((e) => e.name === exposed);
  if (!expose) throw new Error(`${module} is not in its remote's manifest`);
  const remoteChunks = ['remoteEntry.js', ...expose.assets.js.sync].map((file) =>
    preloadScript(new URL(file, remote.browserBase).href, true),
  );
  return [...shellChunks, ...remoteChunks];
}
