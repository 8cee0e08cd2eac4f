import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RemoteName, SiteConfig } from '@codecrush/contracts';

/** The parts of a remote's `mf-manifest.json` the prerenderer reads. */
export type Manifest = {
  exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
  shared: { name: string; assets: { js: { sync: string[] } } }[];
};

/** Where one remote's browser build is served and where its Node build is loaded from. */
export type RemoteSource = {
  /** The browser build's base URL (the manifest URL's directory), ending in `/`. */
  browserBase: string;
  /** The Node build's remoteEntry (`file:` for a local build, else http(s)). */
  nodeEntry: string;
  manifest: () => Promise<Manifest>;
};

/**
 * The manifest URL's directory. A path on the site (the one-origin layout, `/remotes/mf_blog/…`)
 * stays a path, so the pages work on whatever host and scheme serve them.
 */
const browserBaseOf = (manifestUrl: string) =>
  manifestUrl.startsWith('/') ? manifestUrl.replace(/[^/]*$/, '') : new URL('.', manifestUrl).href;

/**
 * Every remote from the deployed site-config: Node builds fetched from where the browser builds
 * live (a site path is fetched from `publicOrigin`).
 */
export function deployedSources(config: SiteConfig, publicOrigin: string): Record<RemoteName, RemoteSource> {
  return mapRemotes(config, (_name, configured) => {
    const manifestUrl = new URL(configured, publicOrigin).href;
    return {
      browserBase: browserBaseOf(configured),
      nodeEntry: new URL('node/remoteEntry.js', manifestUrl).href,
      manifest: async () => {
        const response = await fetch(manifestUrl, { cache: 'no-store' });
        if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
        return (await response.json()) as Manifest;
      },
    };
  });
}

/**
 * The local composition: each remote's builds read from its `dist/` on disk (the servers may not
 * run yet), while URLs in the HTML are the served ones from site-config.
 */
export function localSources(
  config: SiteConfig,
  distOf: (name: RemoteName) => string,
): Record<RemoteName, RemoteSource> {
  return mapRemotes(config, (name, manifestUrl) => {
    const dist = distOf(name);
    return {
      browserBase: browserBaseOf(manifestUrl),
      nodeEntry: pathToFileURL(path.join(dist, 'node', 'remoteEntry.js')).href,
      manifest: async () => JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as Manifest,
    };
  });
}

function mapRemotes(
  config: SiteConfig,
  make: (name: RemoteName, manifestUrl: string) => RemoteSource,
): Record<RemoteName, RemoteSource> {
  return Object.fromEntries(
    (Object.entries(config.remotes) as [RemoteName, string][]).map(([name, url]) => [name, make(name, url)]),
  ) as Record<RemoteName, RemoteSource>;
}
