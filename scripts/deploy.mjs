#!/usr/bin/env node
/**
 * Versioned deploy / rollback of one remote under the running site (no shell rebuild, no restart).
 *   npm run build -w mf-blog && npm run deploy -w mf-blog     (BUILD_ID=v42 names the release)
 *   npm run rollback -w mf-blog
 *   node scripts/deploy.mjs mf-blog [--rollback] [--keep 5] [--guard] [--from <build folder>]
 *   --guard: then watch the new build's field data and roll back by itself when it is clearly worse
 *   (docs/release-health.md; exit 0 healthy, 2 rolled back, 3 too few views to judge)
 * Releases live in .releases/<remote>/<build id>/ (RELEASES_DIR), served by the remote's server under
 * /releases/<build id>/; the shell's dist/site-config.json is switched atomically, then the remote's
 * prerendered pages are re-rendered from the now-live release (docs/architecture.md).
 */
import path from 'node:path';
import { DeployError, defaultKeep, deployRemote, rollbackRemote } from '@codecrush/releases';
import { apps } from '@codecrush/build-config/runtime';
import { guardRelease } from './lib/deployGuard.mjs';
import { prerenderSite } from './lib/prerender.mjs';
import { distOf, repoRoot } from './lib/workspace.mjs';

const args = process.argv.slice(2);
const dir = args.find((arg, index) => !arg.startsWith('--') && !/^\d+$/.test(arg) && args[index - 1] !== '--from');
const keepIndex = args.indexOf('--keep');
const keep = keepIndex >= 0 ? Number(args[keepIndex + 1]) : defaultKeep;
const fromIndex = args.indexOf('--from');
const from = fromIndex >= 0 ? path.resolve(args[fromIndex + 1] ?? '') : undefined;
// SHELL_DIST: a shell deployed elsewhere than shell/dist (as `npm run nginx` and the prerenderer accept).
const siteConfigFile = path.join(process.env.SHELL_DIST ?? distOf('shell'), 'site-config.json');

const remote = apps.find((app) => app.dir === dir)?.name;
// The pages inline the config they were rendered with: re-render this remote's routes for the live one.
const rerender = async () => {
  if (remote) await prerenderSite(['--remote', remote]);
};

/** `npm run rollback`, and the guard's automatic rollback (with its reason, kept in the deploy log). */
async function rollback(reason) {
  const { from: was, to, url } = rollbackRemote({ repoRoot, dir, siteConfigFile, reason });
  console.log(`${dir}: rolled back from ${was} to ${to ?? 'the plain build (dist/)'}\n  live: ${url}`);
  await rerender();
}

try {
  if (!dir) throw new DeployError('usage: node scripts/deploy.mjs <mf-remote> [--rollback] [--keep N] [--guard]');
  if (!Number.isInteger(keep) || keep < 1) throw new DeployError(`--keep must be a whole number ≥ 1, got ${keep}`);
  if (args.includes('--rollback')) await rollback(undefined);
  else {
    const { id, url, previous, reused, removed } = deployRemote({ repoRoot, dir, siteConfigFile, keep, from });
    console.log(
      `${dir}: release ${id} ${reused ? '(already on disk) ' : ''}is live\n  live: ${url}\n  was:  ${previous}`,
    );
    if (removed.length > 0) console.log(`  removed old releases: ${removed.join(', ')}`);
    await rerender();
    if (args.includes('--guard') && remote)
      process.exitCode = await guardRelease({ dir, remote, releaseId: id, previousUrl: previous, rollback });
  }
} catch (error) {
  console.error(error instanceof DeployError || error?.name === 'InvalidSiteConfigError' ? error.message : error);
  process.exitCode = 1;
}
