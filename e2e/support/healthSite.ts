import { spawn, execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
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
  /** Per build and device class (`unknown` for pages sent before device classes). */
  devices: Array<{ buildId: string; device: string; views: number }>;
};

/**
 * What a copy of mf-blog's build does wrong in browsers: `none`; `load` (its remote entry throws,
 * so the remote fails to load); `list-render` (the blog list page, /all-blogs, throws while it
 * renders); `teaser-render` (the blog teaser fragment on home throws while it renders).
 */
export type BlogFault = 'none' | 'load' | 'list-render' | 'teaser-render';

type RenderFault = {
  /** The exposed module's own chunk, which must hold the pattern once. */
  exposeChunk: RegExp;
  /** The start of the component's render body in the minified chunks, up to its `return(`. */
  pattern: RegExp;
};

/**
 * Render faults planted in the built browser chunks' text (no product code changes): a throw right
 * before the component's `return(`, in every chunk that holds the component (its exposed module's
 * chunk, and the standalone app's shared chunk). The patterns are the components' destructuring of
 * their copy (mf-blog/src/pages/BlogListPage.tsx, sections/BlogTeaserSection.tsx), which minifying
 * keeps: property names stay, only the local names change.
 */
const renderFaults: Record<'list-render' | 'teaser-render', RenderFault> = {
  'list-render': {
    exposeChunk: /^__federation_expose_BlogListPage\.[\w]+\.js$/,
    pattern: /\{title:[\w$]+,subtitle:[\w$]+,metaDescription:[\w$]+\}=[\w$.]+\.list;return\(/g,
  },
  'teaser-render': {
    exposeChunk: /^__federation_expose_BlogTeaser\.[\w]+\.js$/,
    pattern: /\{eyebrow:[\w$]+,heading:[\w$]+,intro:[\w$]+,viewAll:[\w$]+\}=[\w$.]+\.teaser;return\(/g,
  },
};

/**
 * Plants `fault` in the chunks of `jsDir`; throws when the pattern is not where it is expected (once
 * in the exposed module's chunk, at most once in any chunk), so a build change cannot make the
 * planted fault a silent no-op.
 */
async function plantRenderFault(jsDir: string, id: string, fault: RenderFault) {
  const files = (await readdir(jsDir)).filter((file) => file.endsWith('.js'));
  const exposeChunks = files.filter((file) => fault.exposeChunk.test(file));
  const [exposeChunk] = exposeChunks;
  if (exposeChunks.length !== 1 || !exposeChunk)
    throw new Error(`expected one chunk named ${fault.exposeChunk} in ${jsDir}, found ${exposeChunks.length}`);
  const throwing = `if(typeof window!=="undefined")throw new Error(${JSON.stringify(`${id}: planted render fault`)});`;
  const planted: string[] = [];
  for (const file of files) {
    const code = await readFile(join(jsDir, file), 'utf8');
    const matches = code.match(fault.pattern)?.length ?? 0;
    if (matches === 0) continue;
    if (matches > 1) throw new Error(`${fault.pattern} is in ${file} ${matches} times: which render is it?`);
    await writeFile(
      join(jsDir, file),
      code.replace(fault.pattern, (found) => `${found.slice(0, -'return('.length)}${throwing}return(`),
    );
    planted.push(file);
  }
  if (!planted.includes(exposeChunk))
    throw new Error(`${fault.pattern} is not in ${exposeChunk}: the render fault would not be planted`);
}

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
      // The visits' tickets and beacons and the forged beacons all come from this one address.
      HEALTH_RATE_LIMIT_MAX: '100000',
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
    // A baseline of a few views is no baseline (the acceptable rate says more), as in production.
    HEALTH_GUARD_MIN_BASELINE_VIEWS: '20',
    // Every visit comes from this machine's one address: one sender, whose views all count.
    HEALTH_GUARD_MIN_SENDERS: '1',
    HEALTH_GUARD_MAX_VIEWS_PER_SENDER: '100000',
    HEALTH_GUARD_POLL_MS: '500',
  };
  return {
    apiUrl,
    shellDir: distDir,
    releasesDir,
    /**
     * A copy of mf-blog's production build named `id`, with `fault` planted in its browser code
     * only (its Node build, which the prerenderer uses, is untouched): see {@link BlogFault}.
     */
    async blogBuild(id: string, fault: BlogFault) {
      const folder = join(buildsDir, id);
      await cp(join(repoRoot, 'mf-blog', 'dist'), folder, { recursive: true });
      const manifestFile = join(folder, 'mf-manifest.json');
      const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as {
        metaData: { buildInfo: { buildVersion: string } };
      };
      manifest.metaData.buildInfo.buildVersion = id;
      await writeFile(manifestFile, JSON.stringify(manifest));
      if (fault === 'load') {
        const entry = join(folder, 'remoteEntry.js');
        const code = await readFile(entry, 'utf8');
        await writeFile(
          entry,
          `if (typeof window !== 'undefined') throw new Error('${id} fails in browsers');\n${code}`,
        );
      } else if (fault !== 'none') {
        await plantRenderFault(join(folder, 'static', 'js'), id, renderFaults[fault]);
      }
      return folder;
    },
    /**
     * `npm run deploy -w mf-blog -- <args>` into this site (`env`: settings of this deploy only, e.g.
     * the guard's window); resolves with its exit code and output.
     */
    deployBlog(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
      return new Promise((resolve) => {
        const child = spawn('npm', ['run', '--silent', 'deploy', '-w', 'mf-blog', '--', ...args], {
          cwd: repoRoot,
          env: { ...deployEnv, ...env },
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
