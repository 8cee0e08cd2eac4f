#!/usr/bin/env node
/**
 * Versioned deploy / rollback of one remote under the running site (no shell rebuild, no restart).
 *   npm run build -w mf-blog && npm run deploy -w mf-blog     (BUILD_ID=v42 names the release)
 *   npm run rollback -w mf-blog                              (a canary running: it is stopped)
 *   npm run deploy -w mf-blog -- --canary 10,50,100          a canary rollout (below)
 *   npm run promote -w mf-blog                               the running canary becomes the live release
 *   npm run deploy -w mf-blog -- --canary-hold 20            a canary held at 20 %, judged by nobody
 *   node scripts/deploy.mjs mf-blog [--rollback] [--promote] [--keep 5] [--guard] [--canary <steps>] [--from <build folder>]
 *   --guard: then watch the new build's field data and withdraw exactly that release when it is
 *   clearly worse, even if another was deployed meanwhile (docs/release-health.md; exit 0 healthy,
 *   2 rolled back or withdrawn, 3 too few views to judge)
 *   --canary 10,50,100: the build serves that share of page loads beside the live release, judged by
 *   the guard over the same minutes at each step; worse: stopped (exit 2); too few views: it stays at
 *   that step (exit 3); 100: promoted (exit 0). Its pages are prerendered into dist/_canary/.
 * Releases live in .releases/<remote>/<build id>/ (RELEASES_DIR), served by the remote's server under
 * /releases/<build id>/; the shell's dist/site-config.json is switched atomically, then the remote's
 * prerendered pages are re-rendered from the now-live release (docs/architecture.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DeployError, defaultKeep, deployRemote, rollbackRemote, withdrawRelease } from '@codecrush/releases';
import { canaryOf, promoteCanary, stopCanary } from '@codecrush/releases/canary';
import { canaryStepsOf, rollOutCanary, startCanaryAt } from '@codecrush/releases/canary-rollout';
import { canaryPagesDir } from '@codecrush/contracts/page-trees';
import { guardRelease } from '@codecrush/releases/guard';
import { apps } from '@codecrush/build-config/runtime';
import { prerenderTargetOf } from '@codecrush/build-config/prerender-target';
import { prerenderSite } from './lib/prerender.mjs';
import { repoRoot } from './lib/workspace.mjs';

const args = process.argv.slice(2);
const valueFlags = ['--from', '--keep', '--canary', '--canary-hold'];
const dir = args.find((arg, index) => !arg.startsWith('--') && !valueFlags.includes(args[index - 1] ?? ''));
const keepIndex = args.indexOf('--keep');
const keep = keepIndex >= 0 ? Number(args[keepIndex + 1]) : defaultKeep;
const fromIndex = args.indexOf('--from');
const from = fromIndex >= 0 ? path.resolve(args[fromIndex + 1] ?? '') : undefined;
// SHELL_DIST: a shell deployed elsewhere than shell/dist (as `npm run nginx` and the prerenderer accept).
const shellDist = prerenderTargetOf(process.env).shellDir;
const siteConfigFile = path.join(shellDist, 'site-config.json');
const canaryIndex = args.indexOf('--canary');
const holdIndex = args.indexOf('--canary-hold');

const remote = apps.find((app) => app.dir === dir)?.name;
// The pages inline the config they were rendered with: re-render this remote's routes for the live one.
const rerender = async () => {
  if (remote) await prerenderSite(['--remote', remote]);
};

/** The pages of a canary rollout: its own tree, then the remote's stable pages once it is promoted. */
const canaryPages = {
  renderCanary: () => prerenderSite(['--canary']),
  renderStable: rerender,
  dropCanary: () => fs.rmSync(path.join(shellDist, canaryPagesDir), { recursive: true, force: true }),
};

/** `npm run promote`: the running canary becomes the live release for every page load. */
async function promote() {
  const { id, url, previous } = promoteCanary({ repoRoot, dir, siteConfigFile });
  console.log(`${dir}: canary ${id} promoted\n  live: ${url}\n  was:  ${previous}`);
  await canaryPages.renderStable();
  canaryPages.dropCanary();
}

/** `npm run rollback`: a running canary stops; else the newest release goes. */
async function rollback() {
  if (canaryOf({ repoRoot, dir, siteConfigFile })) {
    const { id, stable } = stopCanary({ repoRoot, dir, siteConfigFile, reason: 'rolled back by hand' });
    canaryPages.dropCanary();
    console.log(`${dir}: canary ${id} stopped; ${stable} serves every page load`);
    return;
  }
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
  if (!dir)
    throw new DeployError(
      'usage: node scripts/deploy.mjs <mf-remote> [--rollback] [--promote] [--keep N] [--guard] [--canary 10,50,100]',
    );
  if (!Number.isInteger(keep) || keep < 1) throw new DeployError(`--keep must be a whole number ≥ 1, got ${keep}`);
  if (args.includes('--rollback')) await rollback();
  else if (args.includes('--promote')) await promote();
  else if (holdIndex >= 0) {
    const weight = Number(args[holdIndex + 1]);
    const { id, stable } = await startCanaryAt({
      repoRoot,
      dir,
      siteConfigFile,
      weight,
      pages: canaryPages,
      keep,
      from,
    });
    console.log(`${dir}: release ${id} is the canary for ${weight} % of page loads beside ${stable}`);
  } else if (canaryIndex >= 0) {
    const steps = canaryStepsOf(args[canaryIndex + 1] ?? '');
    if (!remote) throw new DeployError(`${dir} is not a remote`);
    process.exitCode = await rollOutCanary({
      repoRoot,
      dir,
      remote,
      siteConfigFile,
      steps,
      pages: canaryPages,
      keep,
      from,
    });
  } else {
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
