import { spawn, execFile } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createSiteConfig, host, apiPort, portOf } from '@codecrush/build-config/runtime';
import { serveApp } from '@codecrush/server';
import { inlineConfig } from './overrideShell';
import { repoRoot } from './composition';

const run = promisify(execFile);

/** This site's own ports, beside the run's composition (whose other remotes it uses). */
const shellPort = portOf('shell') + 30;
const careersPort = portOf('shell') + 31;
const ownApiPort = apiPort + 30;
export const healthShellOrigin = `http://localhost:${shellPort}`;

type Stoppable = { close: () => Promise<unknown> };

/** `npm run health -w <app> -- --json` against this site's API database. */
export type HealthJson = {
  remote: string;
  builds: Array<{
    buildId: string;
    views: number;
    errors: number;
    loadFailures: number;
    p75: { LCP: number | null; INP: number | null; CLS: number | null };
  }>;
};

async function waitForApi(url: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answer = await fetch(url).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API at ${url} did not start`);
}

/**
 * A deploy of the built shell whose beacons go to an API of its own (fresh SQLite database), and
 * whose careers remote is served by a server of its own (to stop it: a remote that is down).
 */
export async function startHealthSite() {
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-health-api-'));
  const distDir = await mkdtemp(join(tmpdir(), 'e2e-health-shell-'));
  const apiUrl = `http://localhost:${ownApiPort}`;
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(repoRoot, 'api'),
    env: {
      ...process.env,
      API_PORT: String(ownApiPort),
      API_DATA_DIR: dataDir,
      API_CORS_ORIGINS: healthShellOrigin,
      API_LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  await waitForApi(`${apiUrl}/healthz`);
  await cp(join(repoRoot, 'shell', 'dist'), distDir, { recursive: true });
  const config = createSiteConfig({
    ...process.env,
    SITE_API_URL: apiUrl,
    REMOTE_MF_CAREERS_URL: `http://localhost:${careersPort}/mf-manifest.json`,
  });
  await writeFile(join(distDir, 'site-config.json'), JSON.stringify(config));
  await inlineConfig(distDir, config);
  const shell: Stoppable = await serveApp({ distDir, port: shellPort, host, isHost: true, config });
  let careers: Stoppable | undefined = await serveApp({
    distDir: join(repoRoot, 'mf-careers', 'dist'),
    port: careersPort,
    host,
    isHost: false,
    config,
  });
  return {
    /** The careers remote's server goes away (connection refused from now on). */
    async stopCareers() {
      await careers?.close();
      careers = undefined;
    },
    async health(app: string): Promise<HealthJson> {
      const { stdout } = await run('npm', ['run', '--silent', 'health', '-w', app, '--', '--json'], {
        cwd: repoRoot,
        env: { ...process.env, API_DATA_DIR: dataDir },
      });
      return JSON.parse(stdout) as HealthJson;
    },
    async stop() {
      await careers?.close();
      await shell.close();
      api.kill('SIGTERM');
      await new Promise((resolve) => api.once('exit', resolve));
      await rm(distDir, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
