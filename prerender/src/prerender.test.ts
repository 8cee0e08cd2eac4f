/**
 * Node's environment (the prerenderer runs in Node), as StrykerJS provides it so a mutation run
 * sees which test reaches which code; outside a run it is jest's Node environment.
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseSiteConfig, remoteNames } from '@codecrush/contracts';
import type { RemoteModuleId, RemoteName } from '@codecrush/contracts';
import { createFederation, RemoteRenderError } from './federation';
import { prerender } from './prerender';
import { concreteRoutes, fileOf, routesOfRemote } from './routes';
import { localSources } from './sources';

const origin = 'https://www.codecrush.tech';
/** Node's own require, as the federation host loads the shared libraries (not jest's module registry). */
const nodeRequire = createRequire(__filename);
const names = Object.values(remoteNames) as RemoteName[];
const config = parseSiteConfig({
  remotes: Object.fromEntries(names.map((name) => [name, `/remotes/${name}/mf-manifest.json`])),
  api: { baseUrl: '/api' },
});
const template =
  '<!doctype html><html><head><title>CodeCrush</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>';

/**
 * A remote's Node build as the federation runtime loads it from disk: a container whose every
 * module is a page showing its own name (and `broken` modules, with no component, for the failures).
 */
const standInGet = `async (module) => () =>
    module.includes('Broken') ? { notAComponent: true } : { default: () => 'Stand-in page of ' + module }`;
const standInEntry = `module.exports = { init: () => undefined, get: ${standInGet} };`;

let root: string;
let shellDir: string;
const distOf = (name: RemoteName) => path.join(root, name);
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-run-'));
  shellDir = path.join(root, 'shell');
  fs.mkdirSync(shellDir);
  fs.writeFileSync(path.join(shellDir, 'index.html'), template);
  for (const name of names) {
    fs.mkdirSync(path.join(distOf(name), 'node'), { recursive: true });
    fs.writeFileSync(path.join(distOf(name), 'node', 'remoteEntry.js'), standInEntry);
    const pages = concreteRoutes().flatMap((route) => (route.module?.startsWith(`${name}/`) ? [route.module] : []));
    const exposes = [...new Set(pages)]
      .map((module) => module.slice(name.length + 1))
      .map((page) => ({
        name: page,
        assets: { js: { sync: [`static/js/${page}.js`] }, css: { sync: [] } },
      }));
    fs.writeFileSync(path.join(distOf(name), 'mf-manifest.json'), JSON.stringify({ exposes, shared: [] }));
  }
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A module id as a remote's Node build is asked for it (stand-ins included). */
const moduleId = (id: string) => id as RemoteModuleId;
const read = (file: string) => fs.readFileSync(path.join(shellDir, file), 'utf8');

describe('the federation host in Node', () => {
  const entry = (name: RemoteName) => pathToFileURL(path.join(distOf(name), 'node', 'remoteEntry.js')).href;

  it("loads a remote's exposed component from its Node build on disk", async () => {
    const load = createFederation({ mf_careers: entry('mf_careers') } as Record<RemoteName, string>);
    const loaded = await load(moduleId('mf_careers/CareersPage'), 0);
    expect((loaded.default as () => string)()).toBe('Stand-in page of ./CareersPage');
  });

  it('fails with the module when the remote cannot load or has no component', async () => {
    const load = createFederation({
      mf_careers: entry('mf_careers'),
      mf_blog: pathToFileURL(path.join(root, 'missing', 'remoteEntry.js')).href,
    } as Record<RemoteName, string>);
    await expect(load(moduleId('mf_careers/BrokenPage'), 0)).rejects.toThrow(
      new RemoteRenderError('mf_careers/BrokenPage has no default component export'),
    );
    const failing = load(moduleId('mf_blog/BlogPage'), 0);
    await expect(failing).rejects.toThrow(RemoteRenderError);
    await expect(load(moduleId('mf_blog/BlogPage'), 0)).rejects.toThrow(
      /^mf_blog\/BlogPage: the remote failed to load \(/,
    );
  });

  it("hands the remote the prerenderer's one copy of every shared library, as singletons", async () => {
    type Shared = {
      lib?: () => unknown;
      strategy: string;
      shareConfig: { singleton: boolean; requiredVersion: string | false };
    };
    fs.writeFileSync(
      path.join(distOf('mf_blog'), 'node', 'remoteEntry.js'),
      `module.exports = { init: (shareScope) => { globalThis.__standInShareScope = shareScope; }, get: ${standInGet} };`,
    );
    const load = createFederation({ mf_blog: entry('mf_blog') } as Record<RemoteName, string>);
    await load(moduleId('mf_blog/BlogPage'), 0);
    const scope = (globalThis as { __standInShareScope?: Record<string, Record<string, Shared>> }).__standInShareScope;
    const shared = (name: string, version: string) => scope?.[name]?.[version] as Shared;
    const reactVersion = (nodeRequire('react/package.json') as { version: string }).version;
    for (const name of ['react', 'react/jsx-runtime']) {
      expect(shared(name, reactVersion).lib?.()).toBe(nodeRequire(name));
      expect(shared(name, reactVersion).shareConfig).toMatchObject({
        singleton: true,
        requiredVersion: `^${reactVersion}`,
      });
      expect(shared(name, reactVersion).strategy).toBe('loaded-first');
    }
    expect(shared('@codecrush/ui', '1.0.0').shareConfig).toMatchObject({ singleton: true, requiredVersion: false });
    expect(shared('@codecrush/ui', '1.0.0').lib?.()).toBe(nodeRequire('@codecrush/ui'));
  });

  it("loads a container exported under the remote's name", async () => {
    fs.writeFileSync(
      path.join(distOf('mf_careers'), 'node', 'remoteEntry.js'),
      `exports.mf_careers = { init: () => undefined, get: async () => () => ({ default: () => 'named container' }) };`,
    );
    const load = createFederation({ mf_careers: entry('mf_careers') } as Record<RemoteName, string>);
    const loaded = await load(moduleId('mf_careers/CareersPage'), 0);
    expect((loaded.default as () => string)()).toBe('named container');
  });
});

describe('prerendering', () => {
  it("writes one remote's pages, keeps the shell's template aside and writes the sitemap and robots.txt", async () => {
    const lines: string[] = [];
    const sources = localSources(config, distOf);
    let manifestReads = 0;
    const careersSource = sources.mf_careers;
    sources.mf_careers = {
      ...careersSource,
      manifest: () => {
        manifestReads += 1;
        return careersSource.manifest();
      },
    };
    const before = performance.now();
    const result = await prerender({
      config,
      sources,
      shellDir,
      publicOrigin: origin,
      remote: 'mf_careers',
      log: (line) => lines.push(line),
    });
    const elapsed = performance.now() - before;
    const routes = routesOfRemote('mf_careers');
    expect(result.files).toEqual(routes.map(fileOf));
    expect(result.ms).toBeGreaterThan(0);
    expect(result.ms).toBeLessThanOrEqual(elapsed);
    expect(lines).toHaveLength(routes.length);
    const careers = read('careers/index.html');
    expect(lines[0]).toMatch(new RegExp(`^/careers {37}[ \\d]{4}\\d ms {2}${careers.length} B$`));
    // Each line times its own route: within the whole run.
    expect(Number(/ (\d+) ms /.exec(lines[0] ?? '')?.[1])).toBeLessThanOrEqual(Math.ceil(elapsed));
    expect(manifestReads).toBe(1);
    expect(read('shell-template.html')).toBe(template);
    expect(careers).toContain('Stand-in page of ./CareersPage');
    expect(careers).toContain(
      '<link rel="preload" as="script" href="/remotes/mf_careers/static/js/CareersPage.js" crossorigin="anonymous">',
    );
    expect(careers).toContain('"path":"/careers"');
    expect(careers).toContain('<meta property="og:type" content="website">');
    expect(read('sitemap.xml').match(/<loc>/g)).toHaveLength(concreteRoutes().filter((r) => r.indexable).length);
    expect(read('robots.txt')).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const written = fs.readdirSync(shellDir, { recursive: true }).map(String);
    expect(written.filter((file) => file.endsWith('.tmp'))).toEqual([]);
  }, 60_000);

  it('renders again from the kept template once index.html is a prerendered page', async () => {
    const sources = localSources(config, distOf);
    await prerender({ config, sources, shellDir, publicOrigin: origin, remote: 'mf_blog' });
    fs.writeFileSync(path.join(shellDir, 'shell-template.html'), template.replace('CodeCrush', 'Kept'));
    await prerender({ config, sources, shellDir, publicOrigin: origin, remote: 'mf_blog' });
    expect(read('index.html')).toContain('codecrush-prerender');
    expect(read('shell-template.html')).toContain('<title>Kept</title>');
    const post = routesOfRemote('mf_blog').find((route) => route.key === 'blogPost');
    expect(read(fileOf(post ?? { key: 'blogPost', path: '' }))).toContain(
      '<meta property="og:type" content="article">',
    );
  }, 60_000);

  it("writes a canary's pages apart, without a sitemap or robots.txt", async () => {
    const outDir = path.join(shellDir, '_canary');
    const before = performance.now();
    const result = await prerender({
      config,
      sources: localSources(config, distOf),
      shellDir,
      publicOrigin: origin,
      remote: 'mf_careers',
      outDir,
    });
    expect(fs.readFileSync(path.join(outDir, 'careers', 'index.html'), 'utf8')).toContain('Stand-in page');
    expect(result.files).toContain('careers/index.html');
    expect(result.ms).toBeLessThanOrEqual(performance.now() - before);
    expect(fs.existsSync(path.join(shellDir, 'careers'))).toBe(false);
    expect(fs.existsSync(path.join(shellDir, 'sitemap.xml'))).toBe(false);
    expect(fs.existsSync(path.join(outDir, 'sitemap.xml'))).toBe(false);
  }, 60_000);

  it('writes nothing when a route fails, naming the remote and the route', async () => {
    fs.writeFileSync(path.join(distOf('mf_careers'), 'node', 'remoteEntry.js'), 'throw new Error("broken build");');
    const run = prerender({
      config,
      sources: localSources(config, distOf),
      shellDir,
      publicOrigin: origin,
      remote: 'mf_careers',
    });
    await expect(run).rejects.toThrow(/^prerender failed: remote mf_careers, route \/careers: /);
    // The remote's own error stays attached, for the log's stack.
    const failure: unknown = await run.catch((error: unknown) => error);
    expect(failure instanceof Error && failure.cause instanceof Error ? failure.cause.message : '').toMatch(
      /broken build/,
    );
    expect(fs.readdirSync(shellDir).sort()).toEqual(['index.html', 'shell-template.html']);
  }, 60_000);

  it("writes the template's own style sheet inline in every page", async () => {
    fs.mkdirSync(path.join(shellDir, 'static', 'css'), { recursive: true });
    fs.writeFileSync(path.join(shellDir, 'static', 'css', 'main.0123abcd.css'), '.shell-css{}');
    const linked = template.replace('</head>', '<link href="/static/css/main.0123abcd.css" rel="stylesheet"></head>');
    fs.writeFileSync(path.join(shellDir, 'index.html'), linked);
    await prerender({
      config,
      sources: localSources(config, distOf),
      shellDir,
      publicOrigin: origin,
      remote: 'mf_careers',
    });
    expect(read('careers/index.html')).toContain('<style data-shell-css="main.0123abcd.css">.shell-css{}</style>');
    expect(read('careers/index.html')).not.toContain('rel="stylesheet"');
    expect(read('shell-template.html')).toBe(linked);
  }, 60_000);

  it('refuses a shell folder with neither a build nor a kept template', async () => {
    fs.writeFileSync(path.join(shellDir, 'index.html'), '<html>codecrush-prerender</html>');
    await expect(
      prerender({ config, sources: localSources(config, distOf), shellDir, publicOrigin: origin }),
    ).rejects.toThrow(`${shellDir} has neither a shell build nor shell-template.html`);
  });
});
