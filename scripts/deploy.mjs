#!/usr/bin/env node
/**
 * Versioned deploy / rollback of one remote under the running site (no shell rebuild, no restart).
 *   npm run build -w mf-blog && npm run deploy -w mf-blog     (BUILD_ID=v42 names the release)
 *   npm run rollback -w mf-blog
 *   node scripts/deploy.mjs mf-blog [--rollback] [--keep 5]
 * Releases live in .releases/<remote>/<build id>/ (RELEASES_DIR), served by the remote's server under
 * /releases/<build id>/; the shell's dist/site-config.json is switched atomically, then the remote's
 * prerendered pages are re-rendered from the now-live release (docs/architecture.md).
 */
import path from 'node:path';
import { DeployError, defaultKeep, deployRemote, rollbackRemote } from '@codecrush/build-config/deploy';
import { apps } from '@codecrush/build-config/runtime';
import { prerenderSite } from './lib/prerender.mjs';
import { distOf, repoRoot } from './lib/workspace.mjs';

const args = process.argv.slice(2);
const dir = args.find((arg) => !arg.startsWith('--') && !/^\d+$/.test(arg));
const keepIndex = args.indexOf('--keep');
const keep = keepIndex >= 0 ? Number(args[keepIndex + 1]) : defaultKeep;
// SHELL_DIST: a shell deployed elsewhere than shell/dist (as `npm run nginx` and the prerenderer accept).
const siteConfigFile = path.join(process.env.SHELL_DIST ?? distOf('shell'), 'site-config.json');

try {
  if (!dir) throw new DeployError('usage: node scripts/deploy.mjs <mf-remote> [--rollback] [--keep N]');
  if (!Number.isInteger(keep) || keep < 1) throw new DeployError(`--keep must be a whole number ≥ 1, got ${keep}`);
  if (args.includes('--rollback')) {
    const { from, to, url } = rollbackRemote({ repoRoot, dir, siteConfigFile });
    console.log(`${dir}: rolled back from ${from} to ${to ?? 'the plain build (dist/)'}\n  live: ${url}`);
  } else {
    const { id, url, previous, reused, removed } = deployRemote({ repoRoot, dir, siteConfigFile, keep });
    console.log(
      `${dir}: release ${id} ${reused ? '(already on disk) ' : ''}is live\n  live: ${url}\n  was:  ${previous}`,
    );
    if (removed.length > 0) console.log(`  removed old releases: ${removed.join(', ')}`);
  }
  // The pages inline the config they were rendered with: re-render this remote's routes for the live one.
  const remote = apps.find((app) => app.dir === dir)?.name;
  if (remote) await prerenderSite(['--remote', remote]);
} catch (error) {
  console.error(error instanceof DeployError || error?.name === 'InvalidSiteConfigError' ? error.message : error);
  process.exitCode = 1;
}
