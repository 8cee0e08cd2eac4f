import { checkedWeight, promoteCanary, setCanaryWeight, startCanary, stopCanary } from './canary.mjs';
import { DeployError } from './deploy.mjs';
import { guardExitCodes, judgeRelease } from './guardRelease.mjs';

/**
 * `npm run deploy -w <remote> -- --canary 10,50,100`: a canary rollout that steps by itself
 * (docs/release-health.md). The steps are whole shares of page loads, each above the one before
 * (the first above 0), the last 100.
 * @param {string} text
 * @returns {number[]}
 */
export function canaryStepsOf(text) {
  const steps = text.split(',').map(Number);
  const valid =
    steps.every((step, index) => Number.isInteger(step) && step > (steps[index - 1] ?? 0)) && steps.at(-1) === 100;
  if (!valid)
    throw new DeployError(
      `--canary takes rising whole shares of page loads from 1 to 100, ending at 100 (e.g. 10,50,100), got "${text}"`,
    );
  return steps;
}

/**
 * The pages of a canary rollout, which the caller renders (`npm run prerender`): the canary's page
 * tree, the remote's stable pages once promoted, and the canary's tree removed once it is over.
 * @typedef {{ renderCanary: () => Promise<void>, renderStable: () => Promise<void>, dropCanary: () => void }} CanaryPages
 */

/**
 * Starts the remote's build as a canary at `weight` % of page loads: at 0 % until its pages are
 * rendered, so no page load is answered from a half-written tree.
 * @param {{ repoRoot: string, dir: string, siteConfigFile: string, weight: number, pages: CanaryPages, keep?: number, from?: string, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<{ id: string, url: string, stable: string }>}
 */
export async function startCanaryAt({ weight, pages, ...where }) {
  checkedWeight(weight);
  const { id, url, stable } = startCanary({ ...where, weight: 0 });
  await pages.renderCanary();
  setCanaryWeight({ ...where, weight });
  return { id, url, stable };
}

/**
 * Starts the remote's build as a canary, then at each step below 100 % gives it that share of page
 * loads and has the guard compare it with the stable release over the same minutes (failed views and
 * vitals, `judgeRelease`): healthy → the next step; worse → the canary is stopped (no page load gets
 * it; its pages removed; the reason and figures in the deploy log), exit 2; too few views → it stays
 * at that step for a person to promote or roll back, exit 3. Reaching 100 % promotes it: the live
 * release for every page load, its remote's pages rendered from it; exit 0.
 * @param {{
 *   repoRoot: string,
 *   dir: string,
 *   remote: string,
 *   siteConfigFile: string,
 *   steps: readonly number[],
 *   pages: CanaryPages,
 *   keep?: number,
 *   from?: string,
 *   env?: NodeJS.ProcessEnv,
 *   guardCommand?: readonly string[],
 *   log?: (line: string) => void,
 * }} options
 * @returns {Promise<number>} the exit code
 */
export async function rollOutCanary({ steps, pages, log = console.log, guardCommand, ...where }) {
  const { repoRoot, dir, remote, siteConfigFile, env = process.env } = where;
  const { id, stable } = await startCanaryAt({ ...where, weight: steps[0] ?? 0, pages });
  log(`${dir}: release ${id} is the canary beside ${stable}`);
  for (const [step, weight] of steps.entries()) {
    if (step > 0) setCanaryWeight({ repoRoot, dir, siteConfigFile, env, weight });
    if (weight === 100) break;
    log(`${dir}: ${weight} % of page loads get ${id}; the guard compares it with the stable release`);
    const outcome = await judgeRelease({
      repoRoot,
      dir,
      remote,
      releaseId: id,
      previousUrl: stable,
      sameMinutes: true,
      env,
      ...(guardCommand ? { guardCommand } : {}),
    });
    if (outcome.kind === 'worse') {
      stopCanary({ repoRoot, dir, siteConfigFile, env, reason: `deploy guard at ${weight} %: ${outcome.reason}` });
      pages.dropCanary();
      log(
        `${dir}: canary ${id} stopped at ${weight} % by the guard: ${outcome.reason}; ${stable} serves every page load`,
      );
      return guardExitCodes['rolled back'];
    }
    if (outcome.kind === 'too few views') {
      log(
        `${dir}: canary ${id} stays at ${weight} % (too few views to judge: ${outcome.reason}); npm run promote or npm run rollback -w ${dir}`,
      );
      return guardExitCodes['too few views'];
    }
  }
  const promoted = promoteCanary({ repoRoot, dir, siteConfigFile, env });
  await pages.renderStable();
  pages.dropCanary();
  log(`${dir}: canary ${id} promoted: the live release for every page load\n  live: ${promoted.url}`);
  return guardExitCodes.healthy;
}
