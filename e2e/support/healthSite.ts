import { spawn, execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createSiteConfig, host, plannedPort } from '@codecrush/build-config/runtime';
import { serveApp } from '@codecrush/server';
import { inlineConfig } from './overrideShell';
import { repoRoot } from './composition';

const run = promisify(execFile);

/**
 * This site's own ports, beside the run's composition (whose other remotes it uses): 60 above it,
 * clear of the Observatory scan's servers (30 to 50 above, security.spec.ts and nginx.spec.ts),
 * which may run at the same time in another worker.
 */
const shellPort = plannedPort('healthShell');
const careersPort = plannedPort('healthCareers');
const blogPort = plannedPort('healthBlog');
const ownApiPort = plannedPort('healthApi');
export const healthShellOrigin = `http://localhost:${shellPort}`;
/** The team view's token on this site's API. */
export const opsToken = 'e2e-ops-token-release-health';

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

async function waitForApi(url: string, exited: () => boolean) {
  for (let attempt = 0; attempt < 600 && !exited(); attempt += 1) {
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
  const releasesDir = await mkdtemp(join(tmpdir(), 'e2e-health-releases-'));
  const buildsDir = await mkdtemp(join(tmpdir(), 'e2e-health-builds-'));
  await mkdir(join(releasesDir, 'mf-blog'));
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
      OPS_TOKEN: opsToken,
      RELEASES_DIR: releasesDir,
    },
    stdio: 'inherit',
  });
  // Its own process: one that exits (a port taken) must not leave the test talking to another API.
  let exited = false;
  api.once('exit', () => {
    exited = true;
  });
  try {
    await waitForApi(`${apiUrl}/healthz`, () => exited);
  } catch (error) {
    api.kill('SIGTERM');
    throw error;
  }
  await cp(join(repoRoot, 'shell', 'dist'), distDir, { recursive: true });
  const siteEnv = {
    SITE_API_URL: apiUrl,
    REMOTE_MF_CAREERS_URL: `http://localhost:${careersPort}/mf-manifest.json`,
    REMOTE_MF_BLOG_URL: `http://localhost:${blogPort}/mf-manifest.json`,
  };
  const config = createSiteConfig({ ...process.env, ...siteEnv });
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
  const blog: Stoppable = await serveApp({
    distDir: join(repoRoot, 'mf-blog', 'dist'),
    releasesDir: join(releasesDir, 'mf-blog'),
    port: blogPort,
    host,
    isHost: false,
    config,
  });
  /** Everything `npm run deploy -w mf-blog` needs to deploy into this site (its own releases and shell). */
  const deployEnv = {
    ...process.env,
    ...siteEnv,
    RELEASES_DIR: releasesDir,
    SHELL_DIST: distDir,
    PUBLIC_ORIGIN: healthShellOrigin,
    API_DATA_DIR: dataDir,
    // A page of a failing build takes its retries and timeouts: a wide window still gets the views.
    HEALTH_GUARD_WINDOW_MS: '60000',
    HEALTH_GUARD_MIN_VIEWS: '3',
    HEALTH_GUARD_POLL_MS: '500',
  };
  return {
    apiUrl,
    shellDir: distDir,
    releasesDir,
    /**
     * A copy of mf-blog's production build named `id`; `failsInBrowsers`: its remote entry throws
     * when it runs in a window (its Node build, which the prerenderer uses, is untouched).
     */
    async blogBuild(id: string, failsInBrowsers: boolean) {
      const folder = join(buildsDir, id);
      await cp(join(repoRoot, 'mf-blog', 'dist'), folder, { recursive: true });
      const manifestFile = join(folder, 'mf-manifest.json');
      const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as {
        metaData: { buildInfo: { buildVersion: string } };
      };
      manifest.metaData.buildInfo.buildVersion = id;
      await writeFile(manifestFile, JSON.stringify(manifest));
      if (failsInBrowsers) {
        const entry = join(folder, 'remoteEntry.js');
        const code = await readFile(entry, 'utf8');
        await writeFile(
          entry,
          `if (typeof window !== 'undefined') throw new Error('${id} fails in browsers');\n${code}`,
        );
      }
      return folder;
    },
    /** `npm run deploy -w mf-blog -- <args>` into this site; resolves with its exit code and output. */
    deployBlog(args: string[]): Promise<{ code: number | null; output: string }> {
      return new Promise((resolve) => {
        const child = spawn('npm', ['run', '--silent', 'deploy', '-w', 'mf-blog', '--', ...args], {
          cwd: repoRoot,
          env: deployEnv,
        });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('exit', (code) => resolve({ code, output }));
      });
    },
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
      await blog.close();
      await shell.close();
      api.kill('SIGTERM');
      await new Promise((resolve) => api.once('exit', resolve));
      await rm(distDir, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
      await rm(releasesDir, { recursive: true, force: true });
      await rm(buildsDir, { recursive: true, force: true });
    },
  };
}
