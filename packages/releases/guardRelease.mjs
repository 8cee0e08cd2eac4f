import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { releaseIdOfManifestUrl } from '@codecrush/build-config/contracts';
import { releasesRootOf } from './releasesRoot.mjs';

/**
 * The deploy guard's side in the releases (`npm run deploy -- --guard`, docs/release-health.md):
 * the API judges the build just deployed against the one before in its own process, and this
 * withdraws exactly the watched release when the API calls it worse.
 */

/** `npm run deploy -- --guard` exit codes (docs/release-health.md). */
export const guardExitCodes = Object.freeze({ healthy: 0, 'rolled back': 2, 'too few views': 3 });

/** The API's guard CLI, run from the repo root: its outcome is the last line it prints. */
const apiGuardCommand = [process.execPath, '--import', 'tsx', 'api/src/telemetry/cli/guard.ts'];

/** @typedef {{ kind: 'healthy' | 'worse' | 'too few views', reason: string }} GuardOutcome */
/** @typedef {{ outcome: 'rolled back' | 'withdrawn' | 'not in history', to: string | null }} Withdrawal */

const outcomeKinds = ['healthy', 'worse', 'too few views'];

/**
 * The build id a release's pages report (its manifest's buildInfo.buildVersion), or undefined when
 * there is no release (the plain build) or its folder or manifest holds none.
 * @param {string} releasesRoot
 * @param {string} dir
 * @param {string | undefined} releaseId
 * @returns {string | undefined}
 */
function buildIdOf(releasesRoot, dir, releaseId) {
  if (releaseId === undefined) return undefined;
  const manifest = path.join(releasesRoot, dir, releaseId, 'mf-manifest.json');
  if (!fs.existsSync(manifest)) return undefined;
  // Stryker disable next-line StringLiteral: JSON.parse reads a Buffer as UTF-8 text as well
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).metaData?.buildInfo?.buildVersion;
}

/**
 * The outcome in the guard's last line of output, or an error that names what it printed instead.
 * @param {string} output
 * @returns {GuardOutcome}
 */
function outcomeOf(output) {
  const text = output.trim();
  const line = text.slice(text.lastIndexOf('\n') + 1);
  let outcome;
  try {
    outcome = JSON.parse(line);
  } catch {
    // Not JSON: no outcome, as below.
  }
  if (!outcomeKinds.includes(outcome?.kind) || typeof outcome.reason !== 'string')
    throw new Error(`the deploy guard's last line is not an outcome ({"kind":…,"reason":…}): ${JSON.stringify(line)}`);
  return outcome;
}

/**
 * The API's guard, in a process of its own (`api/src/telemetry/cli/guard.ts`, the API's interface
 * like `npm run health`; nothing of the API is imported here): its figures go to the terminal, its
 * outcome comes back as the JSON line it prints last.
 * @param {readonly string[]} command the program and its first arguments
 * @param {string[]} args
 * @param {string} cwd
 * @returns {Promise<GuardOutcome>}
 */
function watchInApi([program, ...programArgs], args, cwd) {
  const child = spawn(program, [...programArgs, ...args], { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    // 'close', not 'exit': the whole of stdout has been read by then.
    child.once('close', (code) => {
      if (code === 0) {
        try {
          resolve(outcomeOf(output));
        } catch (error) {
          reject(error);
        }
      } else reject(new Error(`the deploy guard failed (exit ${code})`));
    });
  });
}

/**
 * The API's guard on release `releaseId` of `dir` against the release `previousUrl` points at: the
 * build ids both report, the watch in the API's process, its outcome. `sameMinutes`: a canary, judged
 * against the stable release over the minutes both serve.
 * @param {{
 *   repoRoot: string,
 *   dir: string,
 *   remote: string,
 *   releaseId: string,
 *   previousUrl: string,
 *   sameMinutes?: boolean,
 *   env?: Readonly<Record<string, string | undefined>>,
 *   guardCommand?: readonly string[],
 * }} options
 * @returns {Promise<GuardOutcome>}
 */
export function judgeRelease({
  repoRoot,
  dir,
  remote,
  releaseId,
  previousUrl,
  sameMinutes = false,
  env = process.env,
  guardCommand = apiGuardCommand,
}) {
  const releasesRoot = releasesRootOf(repoRoot, env);
  const previousBuild = buildIdOf(releasesRoot, dir, releaseIdOfManifestUrl(previousUrl));
  return watchInApi(
    guardCommand,
    [
      '--app',
      remote,
      '--new-build',
      buildIdOf(releasesRoot, dir, releaseId) ?? releaseId,
      ...(previousBuild ? ['--previous-build', previousBuild] : []),
      ...(sameMinutes ? ['--same-minutes'] : []),
    ],
    repoRoot,
  );
}

/**
 * Watches the release just deployed in the API's field data; when it is clearly worse than the
 * release before, withdraws exactly that release through `withdraw` (`withdrawRelease`: rolled back
 * with the remote's pages re-rendered if it is still live; taken out of the rollback history if a
 * later deploy is live, which stays) with the guard's reason. Returns the exit code.
 * @param {{
 *   repoRoot: string,
 *   dir: string,
 *   remote: string,
 *   releaseId: string,
 *   previousUrl: string,
 *   withdraw: (id: string, reason: string) => Promise<Withdrawal>,
 *   env?: Readonly<Record<string, string | undefined>>,
 *   guardCommand?: readonly string[],
 *   log?: (line: string) => void,
 * }} options `previousUrl`: the manifest URL live before the deploy; `guardCommand`: the guard CLI
 *   to run (program and first arguments; the API's by default), given the build ids as arguments
 */
export async function guardRelease({ withdraw, log = console.log, ...watched }) {
  const { dir, releaseId } = watched;
  const outcome = await judgeRelease(watched);
  if (outcome.kind === 'worse') {
    const withdrawn = await withdraw(releaseId, `deploy guard: ${outcome.reason}`);
    const live = withdrawn.to ?? 'the plain build (dist/)';
    log(
      withdrawn.outcome === 'rolled back'
        ? `${dir}: release ${releaseId} was rolled back by the guard (now live: ${live})`
        : withdrawn.outcome === 'withdrawn'
          ? `${dir}: release ${releaseId} was withdrawn by the guard; ${live}, deployed meanwhile, stays live`
          : `${dir}: release ${releaseId} was judged worse by the guard, but had been rolled back already; ${live} stays live`,
    );
    return guardExitCodes['rolled back'];
  }
  if (outcome.kind === 'too few views') log(`${dir}: release ${releaseId} stays live (too few views to judge)`);
  return guardExitCodes[outcome.kind];
}
