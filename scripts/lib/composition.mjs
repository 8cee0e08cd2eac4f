import { spawn } from 'node:child_process';
import { portOf } from '@codecrush/build-config/runtime';
import { repoRoot } from './workspace.mjs';

const baseUrl = process.env.BASE_URL ?? `http://localhost:${portOf('shell')}`;

async function isUp() {
  try {
    return (await fetch(`${baseUrl}/site-config.json`)).ok;
  } catch {
    return false;
  }
}

/** Uses a running composition, or starts `npm start` (without the API) until `stop()`. */
export async function ensureComposition() {
  if (await isUp()) return { baseUrl, stop: async () => undefined };
  const child = spawn('node', ['scripts/start.mjs'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, START_API: '0' },
  });
  const deadline = Date.now() + 120_000;
  while (!(await isUp())) {
    if (Date.now() > deadline) throw new Error('the composition did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
