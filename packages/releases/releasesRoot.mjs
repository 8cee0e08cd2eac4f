import path from 'node:path';

/**
 * Where the deploys keep the remotes' releases: RELEASES_DIR, default `.releases/` in the repo (one
 * folder per remote, one per build id inside); unset or empty is the default. Read here only.
 * @param {string} repoRoot
 * @param {Readonly<Record<string, string | undefined>>} env
 */
export const releasesRootOf = (repoRoot, env = process.env) =>
  path.resolve(repoRoot, env.RELEASES_DIR?.trim() || '.releases');
