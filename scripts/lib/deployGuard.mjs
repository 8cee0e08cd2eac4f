import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { releaseIdOfManifestUrl } from '@codecrush/build-config/contracts';
import { releasesRootOf } from '@codecrush/releases';
import { repoRoot } from './workspace.mjs';

/** `npm run deploy -- --guard` exit codes (docs/release-health.md). */
const guardExitCodes = { healthy: 0, 'rolled back': 2, 'too few views': 3 };

/** The build id a release's pages report (its manifest's buildInfo.buildVersion). */
function buildIdOf(dir, releaseId) {
  if (!releaseId) return undefined;
  const manifest = path.join(releasesRootOf(repoRoot), dir, releaseId, 'mf-manifest.json');
  if (!fs.existsSync(manifest)) return undefined;
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).metaData?.buildInfo?.buildVersion;
}

/**
 * The API's guard, in a process of its own (`api/src/telemetry/cli/guard.ts`, the API's interface
 * like `npm run health`; nothing of the API is imported here): its figures go to the terminal, its
 * outcome comes back as the JSON line it prints.
 * @param {string[]} args
 * @returns {Promise<{ kind: 'healthy' | 'worse' | 'too few views', reason: string }>}
 */
function watchInApi(args) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/telemetry/cli/guard.ts', ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output.trim().split('\n').at(-1) ?? ''))
        : reject(new Error(`the deploy guard failed (exit ${code})`)),
    );
  });
}

/**
 * Watches the release just deployed in the API's field data; when it is clearly worse than the
 * release before, withdraws exactly that release through `withdraw` (`withdrawRelease`: rolled back
 * with the remote's pages re-rendered if it is still live; taken out of the rollback history if a
 * later deploy is live, which stays) with the guard's reason. Returns the exit code.
 * @param {{ dir: string, remote: string, releaseId: string, previousUrl: string, withdraw: (id: string, reason: string) => Promise<{ outcome: 'rolled back' | 'withdrawn' | 'not in history', to: string | null }> }} options
 */
export async function guardRelease({ dir, remote, releaseId, previousUrl, withdraw }) {
  const previousBuild = buildIdOf(dir, previousUrl && releaseIdOfManifestUrl(previousUrl));
  const outcome = await watchInApi([
    '--app',
    remote,
    '--new-build',
    buildIdOf(dir, releaseId) ?? releaseId,
    ...(previousBuild ? ['--previous-build', previousBuild] : []),
  ]);
  if (outcome.kind === 'worse') {
    const withdrawn = await withdraw(releaseId, `deploy guard: ${outcome.reason}`);
    const live = withdrawn.to ?? 'the plain build (dist/)';
    console.log(
      withdrawn.outcome === 'rolled back'
        ? `${dir}: release ${releaseId} was rolled back by the guard (now live: ${live})`
        : withdrawn.outcome === 'withdrawn'
          ? `${dir}: release ${releaseId} was withdrawn by the guard; ${live}, deployed meanwhile, stays live`
          : `${dir}: release ${releaseId} was judged worse by the guard, but had been rolled back already; ${live} stays live`,
    );
    return guardExitCodes['rolled back'];
  }
  if (outcome.kind === 'too few views') console.log(`${dir}: release ${releaseId} stays live (too few views to judge)`);
  return guardExitCodes[outcome.kind];
}
