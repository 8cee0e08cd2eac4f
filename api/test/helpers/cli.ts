import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs `npm run outbox` (its script, without npm) on a data directory (or `env`'s DATABASE_URL); returns stdout. */
export const runOutboxCli = async (
  dataDir: string,
  args: readonly string[] = [],
  env: Record<string, string> = {},
): Promise<string> => {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/outbox.ts', ...args], {
    cwd: apiDir,
    env: { ...process.env, API_DATA_DIR: dataDir, ...env },
  });
  return stdout;
};
