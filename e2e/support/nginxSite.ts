import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { plannedPort } from '@codecrush/build-config/runtime';
import { apiDataDir, repoRoot, testCompositionEnv } from './composition';

/**
 * The site as production serves it: `npm run nginx` (one origin, the generated nginx config) on its
 * own port, with its own API, its own copy of the shell's deployed files and its own releases, so
 * it runs beside the Playwright run's per-port composition (which shares only the remotes' builds).
 */
export const nginxPort = plannedPort('e2eNginx');
export const nginxOrigin = `http://localhost:${nginxPort}`;
const nginxApiPort = plannedPort('e2eNginxApi');
export const nginxApiDataDir = apiDataDir('e2e-nginx-api');
const workDir = path.join(repoRoot, '.data', 'e2e-nginx');
export const nginxShellDir = path.join(workDir, 'shell');
export const nginxReleasesDir = path.join(workDir, 'releases');

/** What `npm run nginx` and the deploy tool are started with for this site. */
export const nginxSiteEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  ...testCompositionEnv(nginxApiDataDir),
  NGINX_PORT: String(nginxPort),
  API_PORT: String(nginxApiPort),
  SHELL_DIST: nginxShellDir,
  RELEASES_DIR: nginxReleasesDir,
  PUBLIC_ORIGIN: nginxOrigin,
});

async function isUp(): Promise<boolean> {
  try {
    return (await fetch(`${nginxOrigin}/site-config.json`)).ok;
  } catch {
    return false;
  }
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * Starts `npm run nginx` (scripts/nginx.mjs) on a fresh copy of the built shell and an empty
 * releases folder, waits until it serves, and returns `stop()` (what Ctrl-C does: SIGINT).
 */
export async function startNginxSite(): Promise<() => Promise<void>> {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(nginxReleasesDir, { recursive: true });
  fs.cpSync(path.join(repoRoot, 'shell', 'dist'), nginxShellDir, { recursive: true });
  const child = spawn(process.execPath, ['scripts/nginx.mjs'], {
    cwd: repoRoot,
    env: nginxSiteEnv(),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    child.kill('SIGINT');
    await exited(child);
  };
  const deadline = Date.now() + 150_000;
  while (!(await isUp())) {
    if (child.exitCode !== null) throw new Error(`npm run nginx exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`npm run nginx did not serve ${nginxOrigin} within 150 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return stop;
}
