import type { SiteConfig } from './config';

/**
 * A release of a remote, as the deploy writes it and everything else reads it: its build id, and
 * where its manifest lives (`releases/<id>/mf-manifest.json` beside the plain build's manifest:
 * `http://localhost:3003/releases/<id>/…` per port, `/remotes/mf_blog/releases/<id>/…` on one
 * origin). The one place a release URL is written or read.
 */

/** A build id's characters: 1–64 letters, digits, `.`, `_` or `-`, starting with a letter or digit. */
const buildId = '[A-Za-z0-9][A-Za-z0-9._-]{0,63}';

/** A build id (BUILD_ID, a release folder's name). */
export const buildIdPattern = new RegExp(`^${buildId}$`);

const releaseManifest = new RegExp(`/releases/(?<id>${buildId})/mf-manifest\\.json$`);
const releasePath = new RegExp(`^/releases/(?<id>${buildId})/(?<file>.+)`);
/** A URL's path part (no query, no fragment), whether the URL is absolute or a path. */
const pathOf = (url: string): string => url.replace(/[?#].*/s, '');

/** The manifest URL of release `id` beside the plain build's manifest; `null` → the plain build's own. */
export const releaseManifestUrl = (plainManifestUrl: string, id: string | null): string =>
  id === null ? plainManifestUrl : plainManifestUrl.replace(/[^/]*$/, `releases/${id}/mf-manifest.json`);

/** The release a manifest URL points into (a valid build id), or undefined for a plain build's. */
export const releaseIdOfManifestUrl = (url: string): string | undefined =>
  releaseManifest.exec(pathOf(url))?.groups?.id;

/** A path a remote's server serves from a release folder (`/releases/<id>/<file>`): the id and the file. */
export const releaseFileOfPath = (pathname: string): { id: string; file: string } | undefined => {
  const groups = releasePath.exec(pathname)?.groups;
  // The pattern's two named groups are both required: a match has both.
  return groups && ({ id: groups.id, file: groups.file } as { id: string; file: string });
};

/** The plain build's manifest URL behind a live one (a release's, or the plain build's itself). */
export const plainManifestUrl = (manifestUrl: string): string =>
  manifestUrl.replace(/\/releases\/[^/]+\/mf-manifest\.json$/, '/mf-manifest.json');

export { canaryPagesDir } from './pageTrees.mjs';

/** The config the canary's pages are rendered with: its remote on the canary release, and no canary. */
export function canaryRenderConfig(config: SiteConfig): SiteConfig {
  const { canary, ...rest } = config;
  if (!canary) throw new Error('site-config.json names no canary release');
  return { ...rest, remotes: { ...config.remotes, [canary.remote]: canary.url } };
}
