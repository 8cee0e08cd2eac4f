#!/usr/bin/env node
/**
 * Versioned deploy / rollback of one remote under the running site (no shell rebuild, no restart).
 *   npm run build -w mf-blog && npm run deploy -w mf-blog     (BUILD_ID=v42 names the release)
 *   npm run rollback -w mf-blog
 *   node scripts/deploy.mjs mf-blog [--rollback] [--keep 5] [--guard] [--from <build folder>]
 *   --guard: then watch the new build's field data and withdraw exactly that release when it is
 *   clearly worse, even if another was deployed meanwhile (docs/release-health.md; exit 0 healthy,
 *   2 rolled back or withdrawn, 3 too few views to judge)
 * Releases live in .releases/<remote>/<build id>/ (RELEASES_DIR), served by the remote's server under
 * /releases/<build id>/; the shell's dist/site-config.json is switched atomically, then the remote's
 * prerendered pages are re-rendered from the now-live release (docs/architecture.md).
 */
import path from 'node:path';
import { DeployError, defaultKeep, deployRemote, rollbackRemote, withdrawRelease } from '@codecrush/releases';
import { guardRelease } from '@codecrush/releases/guard';
import { apps } from '@codecrush/build-config/runtime';
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

/** `npm run rollback`: the newest release goes. */
async function rollback() {
  const { from: was, to, url } = rollbackRemote({ repoRoot, dir, siteConfigFile });
  console.log(`${dir}: rolled back from ${was} to ${to ?? 'the plain build (dist/)'}\n  live: ${url}`);
  await rerender();
}

/**
 * The guard's verdict on release `id`: exactly that release goes (with the guard's reason, kept in
 * the deploy log), whatever was deployed while it watched.
 * @param {string} id
 * @param {string} reason
 */
async function withdraw(id, reason) {
  const result = withdrawRelease({ repoRoot, dir, siteConfigFile, id, reason });
  const to = result.to ?? 'the plain build (dist/)';
  if (result.outcome === 'rolled back') {
    console.log(`${dir}: rolled back from ${id} to ${to}\n  live: ${result.url}`);
    await rerender();
  } else if (result.outcome === 'withdrawn')
    console.log(
      `${dir}: ${id} withdrawn from the rollback history; ${to}, deployed meanwhile, stays live\n  live: ${result.url}`,
    );
  else
    console.log(
      `${dir}: ${id} was no longer in the rollback history (rolled back already); nothing changed\n  live: ${result.url}`,
    );
  return result;
}

try {
  if (!dir) throw new DeployError('usage: node scripts/deploy.mjs <mf-remote> [--rollback] [--keep N] [--guard]');
  if (!Number.isInteger(keep) || keep < 1) throw new DeployError(`--keep must be a whole number ≥ 1, got ${keep}`);
  if (args.includes('--rollback')) await rollback();
  else {
    const { id, url, previous, reused, removed } = deployRemote({ repoRoot, dir, siteConfigFile, keep, from });
    console.log(
      `${dir}: release ${id} ${reused ? '(already on disk) ' : ''}is live\n  live: ${url}\n  was:  ${previous}`,
    );
    if (removed.length > 0) console.log(`  removed old releases: ${removed.join(', ')}`);
    await rerender();
    if (args.includes('--guard') && remote)
      process.exitCode = await guardRelease({ repoRoot, dir, remote, releaseId: id, previousUrl: previous, withdraw });
  }
} catch (error) {
  console.error(error instanceof DeployError || error?.name === 'InvalidSiteConfigError' ? error.message : error);
  process.exitCode = 1;
}
