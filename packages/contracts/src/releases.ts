/**
 * A release of a remote, as the deploy writes it and everything else reads it: its build id, and
 * where its manifest lives (`releases/<id>/mf-manifest.json` beside the plain build's manifest:
 * `http://localhost:3003/releases/<id>/…` per port, `/remotes/mf_blog/releases/<id>/…` on one
 * origin). The one place a release URL is written or read.
 */

/** A build id (BUILD_ID, a release folder's name): 1–64 letters, digits, `.`, `_` or `-`, starting with a letter or digit. */
export const buildIdPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

const releaseManifest = /\/releases\/([^/]+)\/mf-manifest\.json$/;
/** A URL's path part (no query, no fragment), whether the URL is absolute or a path. */
const pathOf = (url: string): string => url.split(/[?#]/)[0] ?? '';

/** The manifest URL of release `id` beside the plain build's manifest; `null` → the plain build's own. */
export const releaseManifestUrl = (plainManifestUrl: string, id: string | null): string =>
  id === null ? plainManifestUrl : plainManifestUrl.replace(/[^/]*$/, `releases/${id}/mf-manifest.json`);

/** The release a manifest URL points into (a valid build id), or undefined for a plain build's. */
export const releaseIdOfManifestUrl = (url: string): string | undefined => {
  const id = releaseManifest.exec(pathOf(url))?.[1];
  return id !== undefined && buildIdPattern.test(id) ? id : undefined;
};

/** A path a remote's server serves from a release folder (`/releases/<id>/<file>`): the id and the file. */
export const releaseFileOfPath = (pathname: string): { id: string; file: string } | undefined => {
  const match = /^\/releases\/([^/]+)\/(.+)$/.exec(pathname);
  return match?.[1] !== undefined && match[2] !== undefined && buildIdPattern.test(match[1])
    ? { id: match[1], file: match[2] }
    : undefined;
};

/** The plain build's manifest URL behind a live one (a release's, or the plain build's itself). */
export const plainManifestUrl = (manifestUrl: string): string =>
  manifestUrl.replace(releaseManifest, '/mf-manifest.json');
