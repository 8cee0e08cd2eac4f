import fs from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { releaseIdOfManifestUrl } from '@codecrush/build-config/contracts';
import { releasesRootOf } from '@codecrush/build-config/deploy';
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
 * Watches the release just deployed in the API's field data; when it is clearly worse than the
 * release before, rolls back through `rollback` (the same path as `npm run rollback`, pages
 * re-rendered) with the guard's reason. Returns the exit code.
 * @param {{ dir: string, remote: string, releaseId: string, previousUrl: string, rollback: (reason: string) => Promise<void> }} options
 */
export async function guardRelease({ dir, remote, releaseId, previousUrl, rollback }) {
  /** @type {typeof import('../../api/src/telemetry/guard/runGuard.ts')} */
  const { runGuard } = await tsImport('../../api/src/telemetry/guard/runGuard.ts', import.meta.url);
  const outcome = await runGuard({
    app: remote,
    newBuild: buildIdOf(dir, releaseId) ?? releaseId,
    previousBuild: buildIdOf(dir, previousUrl && releaseIdOfManifestUrl(previousUrl)),
    log: (line) => console.log(line),
  });
  if (outcome.kind === 'worse') {
    await rollback(`deploy guard: ${outcome.reason}`);
    console.log(`${dir}: release ${releaseId} was rolled back by the guard`);
    return guardExitCodes['rolled back'];
  }
  if (outcome.kind === 'too few views') console.log(`${dir}: release ${releaseId} stays live (too few views to judge)`);
  return guardExitCodes[outcome.kind];
}
