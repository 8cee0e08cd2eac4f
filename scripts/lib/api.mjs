import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './workspace.mjs';

/**
 * Starts the email API as `npm start -w api` would, without npm and tsx's wrapper in between (so
 * SIGTERM reaches it). Returns `stop()`, which waits for it to exit.
 * @param {NodeJS.ProcessEnv} env
 */
export function spawnApi(env = process.env) {
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(repoRoot, 'api'),
    stdio: 'inherit',
    env,
  });
  return async function stop() {
    if (api.exitCode !== null || api.signalCode !== null) return;
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  };
}

/** The API answers its health check at `baseUrl`. */
export async function apiIsUp(baseUrl) {
  try {
    return (await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}
