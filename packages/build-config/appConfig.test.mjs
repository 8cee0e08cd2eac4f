import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { borrowBundlerRuntime, provideBundlerRuntime } from './federationRuntime.mjs';
import { createAppConfig } from './index.mjs';
import { assetPlaceholder, nodeDir, withNodeBuild } from './node.mjs';
import { portOf } from './ports.mjs';
import { sharedDependencies } from './shared.mjs';
import { siteConfigFromEnv } from './siteConfigFile.mjs';

const repo = path.resolve(import.meta.dirname, '../..');
const shellDir = path.join(repo, 'shell');
const blogDir = path.join(repo, 'mf-blog');

/** The app's configuration for `mode`, as rspack asks for it. */
const configOf = (options, mode) => createAppConfig({ title: 'CodeCrush', ...options })({}, { mode });
const shellProd = () => configOf({ appDir: shellDir, isHost: true }, 'production');
const shellDev = () => configOf({ appDir: shellDir, isHost: true }, 'development');
const blogProd = () => configOf({ appDir: blogDir }, 'production');
const blogDev = () => configOf({ appDir: blogDir }, 'development');

const pluginOf = (config, Type) => config.plugins.find((plugin) => plugin instanceof Type);
const federationOf = (config) => pluginOf(config, ModuleFederationPlugin)._options;
const definesOf = (config) => pluginOf(config, rspack.DefinePlugin)._args[0];
const swcOf = (config) => config.module.rules.find((rule) => rule.loader === 'builtin:swc-loader');
const ruleFor = (config, file) => config.module.rules.find((rule) => rule.test.test(file));

describe('the browser build', () => {
  it('writes content-hashed names in production (served as immutable), readable names in development', () => {
    const shell = shellProd();
    assert.deepEqual(shell.output, {
      path: path.join(shellDir, 'dist'),
      publicPath: '/',
      uniqueName: 'shell',
      filename: 'static/js/[name].[contenthash:8].js',
      chunkFilename: 'static/js/[name].[contenthash:8].js',
      cssFilename: 'static/css/[name].[contenthash:8].css',
      cssChunkFilename: 'static/css/[name].[contenthash:8].css',
      assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
      clean: true,
    });
    assert.equal(shell.mode, 'production');
    assert.equal(shell.devtool, 'source-map');
    assert.equal(shell.context, shellDir);
    assert.deepEqual(shell.entry, { main: './src/index.ts' });
    assert.deepEqual(shell.optimization.minimize, true);
    assert.equal(shell.optimization.chunkIds, 'deterministic');
    assert.deepEqual(shell.performance, { hints: false });
    const dev = blogDev();
    assert.equal(dev.mode, 'development');
    assert.equal(dev.devtool, 'cheap-module-source-map');
    assert.equal(dev.output.publicPath, 'auto');
    assert.equal(dev.output.uniqueName, 'mf_blog');
    for (const key of ['filename', 'chunkFilename']) assert.equal(dev.output[key], '[name].js');
    for (const key of ['cssFilename', 'cssChunkFilename']) assert.equal(dev.output[key], '[name].css');
    assert.equal(dev.optimization.minimize, false);
    assert.equal(dev.optimization.chunkIds, 'named');
  });

  it('compiles TypeScript with swc (development JSX for the shell only, refresh in development), CSS, images and fonts', () => {
    const swc = swcOf(shellDev());
    assert.equal(swc.test.test('a.ts'), true);
    assert.equal(swc.test.test('a.tsx'), true);
    assert.equal(swc.test.test('a.js'), false);
    assert.equal(swc.exclude.test('/x/node_modules/y.ts'), true);
    assert.deepEqual(swc.options, {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: true, refresh: true } },
      },
      env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
    });
    assert.deepEqual(swcOf(blogDev()).options.jsc.transform.react, {
      runtime: 'automatic',
      development: false,
      refresh: true,
    });
    assert.deepEqual(swcOf(shellProd()).options.jsc.transform.react, {
      runtime: 'automatic',
      development: false,
      refresh: false,
    });
    const shell = shellProd();
    assert.equal(ruleFor(shell, 'a.css').type, 'css/auto');
    for (const image of ['a.png', 'a.jpg', 'a.jpeg', 'a.gif', 'a.webp', 'a.avif', 'a.svg'])
      assert.equal(ruleFor(shell, image).type, 'asset/resource', image);
    for (const font of ['a.woff', 'a.woff2', 'a.ttf', 'a.eot']) {
      assert.equal(ruleFor(shell, font).type, 'asset/resource', font);
      assert.deepEqual(ruleFor(shell, font).generator, { filename: 'static/fonts/[name].[contenthash:8][ext]' });
    }
    for (const other of ['a.mp4', 'a.ts.orig', 'a.css.map', 'a.png.txt', 'a.woff2.txt'])
      assert.equal(ruleFor(shell, other), undefined, other);
    assert.deepEqual(shell.resolve.extensions, ['.tsx', '.ts', '.js', '.mjs']);
  });

  it('the shell lends its federation runtime; a production remote borrows it, a development remote keeps its own', () => {
    const shell = federationOf(shellProd());
    assert.equal(shell.name, 'shell');
    assert.equal(shell.filename, 'remoteEntry.js');
    assert.deepEqual(shell.exposes, {});
    assert.deepEqual(shell.remotes, {});
    assert.equal(shell.shared, sharedDependencies);
    assert.equal(shell.shareStrategy, 'loaded-first');
    assert.equal(shell.manifest, true);
    assert.equal(shell.dts, false);
    assert.deepEqual(shell.runtimePlugins, [provideBundlerRuntime.runtimePlugin]);
    assert.deepEqual(shell.experiments, { provideExternalRuntime: true, optimization: { target: 'web' } });
    assert.deepEqual(shellProd().resolve.alias, provideBundlerRuntime.alias);
    assert.equal(blogProd()[0].resolve.alias, undefined);

    const plugins = ['/x/plugin.mjs'];
    const shellWithPlugin = federationOf(
      configOf({ appDir: shellDir, isHost: true, runtimePlugins: plugins }, 'production'),
    );
    assert.deepEqual(shellWithPlugin.runtimePlugins, [provideBundlerRuntime.runtimePlugin, ...plugins]);
    const remote = federationOf(configOf({ appDir: blogDir, runtimePlugins: plugins }, 'production')[0]);
    assert.deepEqual(remote.runtimePlugins, plugins);
    assert.deepEqual(remote.experiments, {
      externalRuntime: true,
      optimization: { target: 'web', disableRemote: true, disableSnapshot: true },
    });
    assert.deepEqual(remote.exposes['./BlogListPage'], './src/pages/BlogListPage.tsx');
    assert.deepEqual(federationOf(blogDev()).experiments, {
      optimization: { target: 'web', disableRemote: true, disableSnapshot: true },
    });
    const borrowing = blogProd()[0].plugins.filter((plugin) => plugin instanceof rspack.ExternalsPlugin);
    assert.deepEqual(
      borrowing.map((plugin) => plugin._args),
      [borrowBundlerRuntime()._args],
    );
    assert.equal(
      blogDev().plugins.some((plugin) => plugin instanceof rspack.ExternalsPlugin),
      false,
    );
    assert.equal(
      shellProd().plugins.some((plugin) => plugin instanceof rspack.ExternalsPlugin),
      false,
    );
  });

  it('only the shell (and a development remote) has an HTML page; the build id and mode are constants', () => {
    const page = pluginOf(shellProd(), rspack.HtmlRspackPlugin)._args[0];
    assert.deepEqual(page, {
      template: path.join(import.meta.dirname, 'index.html'),
      templateParameters: { title: 'CodeCrush' },
      favicon: path.join(import.meta.dirname, 'favicon.svg'),
      scriptLoading: 'defer',
    });
    assert.ok(pluginOf(blogDev(), rspack.HtmlRspackPlugin));
    assert.equal(pluginOf(blogProd()[0], rspack.HtmlRspackPlugin), undefined);
    assert.deepEqual(definesOf(shellProd()), {
      'process.env.NODE_ENV': '"production"',
      __BUILD_ID__: '"local"',
      ...provideBundlerRuntime.define,
    });
    assert.deepEqual(definesOf(blogDev()), { 'process.env.NODE_ENV': '"development"', __BUILD_ID__: '"dev"' });
    assert.ok(pluginOf(blogDev(), ReactRefreshRspackPlugin));
    assert.equal(pluginOf(shellProd(), ReactRefreshRspackPlugin), undefined);
    assert.equal(blogDev().plugins.every(Boolean), true);
    assert.equal(shellProd().plugins.every(Boolean), true);
  });

  it('the manifest carries the build id', () => {
    const previous = process.env.MF_BUILD_VERSION;
    try {
      delete process.env.MF_BUILD_VERSION;
      blogDev();
      assert.equal(process.env.MF_BUILD_VERSION, 'dev');
      shellProd();
      assert.equal(process.env.MF_BUILD_VERSION, 'local');
    } finally {
      if (previous === undefined) delete process.env.MF_BUILD_VERSION;
      else process.env.MF_BUILD_VERSION = previous;
    }
  });

  it("splits the shell's boot packages and emotion's internals into one chunk each", () => {
    const { cacheGroups } = shellProd().optimization.splitChunks;
    const { emotionCore, bootPackages } = cacheGroups;
    assert.deepEqual(
      { ...emotionCore, test: undefined },
      { test: undefined, name: 'emotion-core', chunks: 'async', minSize: 0, priority: 20 },
    );
    assert.deepEqual(
      { ...bootPackages, test: undefined },
      { test: undefined, name: 'codecrush-boot', chunks: 'async', minSize: 0, priority: 10 },
    );
    for (const file of [
      '/r/node_modules/@emotion/cache/dist/x.js',
      'C:\\r\\node_modules\\@emotion\\serialize\\dist\\x.js',
      '/r/node_modules/stylis/dist/x.js',
      '/r/node_modules/@babel/runtime/helpers/x.js',
      '/r/node_modules/@emotion/use-insertion-effect-with-fallbacks/dist/x.js',
    ])
      assert.equal(emotionCore.test.test(file), true, file);
    for (const file of ['/r/node_modules/@emotion/react/dist/x.js', '/r/node_modules/@emotion/styled/dist/x.js'])
      assert.equal(emotionCore.test.test(file), false, file);
    for (const file of [
      '/r/packages/ui/src/index.ts',
      '/r/packages/composition/src/slots/RemoteSlot.tsx',
      'C:\\r\\packages\\contracts\\src\\routes.ts',
      '/r/node_modules/lucide-react/dist/esm/icons/refresh-cw.js',
      // Only the router facade's module itself stays out.
      '/r/packages/ui/src/router.tsx',
    ])
      assert.equal(bootPackages.test.test(file), true, file);
    for (const file of [
      '/r/packages/ui/src/carousel/Carousel.tsx',
      '/r/packages/ui/src/form/useSubmission.ts',
      '/r/packages/ui/src/belowTheFold/LazyCarousel.tsx',
      '/r/packages/ui/src/router.ts',
      '/r/node_modules/lucide-react/dist/esm/icons/x.js',
      '/r/packages/releases/src/x.ts',
    ])
      assert.equal(bootPackages.test.test(file), false, file);
    assert.equal(blogProd()[0].optimization.splitChunks, undefined);
  });

  it('its development server: the port, hot reload, CORS for the shell, deep links and /site-config.json', () => {
    const { devServer } = blogDev();
    assert.equal(devServer.port, portOf('mf-blog'));
    assert.equal(devServer.host, 'localhost');
    assert.equal(devServer.hot, true);
    assert.equal(devServer.historyApiFallback, true);
    assert.deepEqual(devServer.headers, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' });
    const others = [{ name: 'other' }];
    const middlewares = devServer.setupMiddlewares([...others]);
    assert.equal(middlewares.length, 2);
    assert.equal(middlewares[1], others[0]);
    const [siteConfig] = middlewares;
    assert.equal(siteConfig.name, 'site-config');
    assert.equal(siteConfig.path, '/site-config.json');
    const headers = {};
    let body;
    siteConfig.middleware({}, { setHeader: (name, value) => (headers[name] = value), end: (text) => (body = text) });
    assert.deepEqual(headers, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
    assert.deepEqual(JSON.parse(body), siteConfigFromEnv());
  });

  it('refuses a folder that is not an app of the list', () => {
    assert.throws(() => createAppConfig({ appDir: path.join(repo, 'mf-nothing'), title: 'x' }), {
      message: 'Unknown app directory mf-nothing',
    });
  });
});

describe("a remote's Node build", () => {
  it('is built after the browser build, which keeps its folder in its clean-up', () => {
    const [browser, node] = blogProd();
    assert.equal(browser.name, 'mf_blog');
    assert.deepEqual(node.dependencies, ['mf_blog']);
    const { keep } = browser.output.clean;
    for (const kept of ['node', 'node/remoteEntry.js', 'node\\chunks\\a.js']) assert.equal(keep.test(kept), true, kept);
    for (const cleaned of ['nodes.js', 'static/node/a.js']) assert.equal(keep.test(cleaned), false, cleaned);
    assert.equal(browser.output.path, path.join(blogDir, 'dist'));
    assert.equal(browser.output.filename, 'static/js/[name].[contenthash:8].js');
    assert.deepEqual(shellDev().output.clean, true);
    assert.equal(Array.isArray(shellProd()), false);
    assert.equal(Array.isArray(blogDev()), false);
  });

  it('targets Node, into dist/node/, with readable names and the browser build’s asset names', () => {
    const [browser, node] = blogProd();
    assert.equal(node.name, 'mf_blog-node');
    assert.equal(node.context, blogDir);
    assert.equal(node.mode, 'production');
    assert.equal(node.target, 'async-node');
    assert.deepEqual(node.entry, {});
    assert.equal(node.devtool, false);
    assert.deepEqual(node.output, {
      path: path.join(blogDir, 'dist', nodeDir),
      publicPath: 'auto',
      uniqueName: 'mf_blog_node',
      filename: '[name].js',
      chunkFilename: 'chunks/[name].[contenthash:8].js',
      assetModuleFilename: browser.output.assetModuleFilename,
      clean: true,
    });
    assert.equal(node.resolve, browser.resolve);
    assert.deepEqual(node.optimization, { minimize: false, chunkIds: 'deterministic' });
    assert.deepEqual(node.performance, { hints: false });
    assert.deepEqual(definesOf(node), { 'process.env.NODE_ENV': '"production"', __BUILD_ID__: '"local"' });
  });

  it('compiles for Node 20 with production JSX, CSS as a no-op and assets pointing at the placeholder, never emitted', () => {
    const [browser, node] = blogProd();
    const swc = swcOf(node);
    assert.equal(swc.test, swcOf(browser).test);
    assert.equal(swc.exclude, swcOf(browser).exclude);
    assert.deepEqual(swc.options, {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: false, refresh: false } },
      },
      env: { targets: 'node 20' },
    });
    assert.equal(ruleFor(node, 'a.css').type, 'asset/source');
    for (const other of ['a.css.map', 'a.png.txt', 'a.woff2.txt']) assert.equal(ruleFor(node, other), undefined, other);
    for (const image of ['a.png', 'a.jpg', 'a.jpeg', 'a.gif', 'a.webp', 'a.avif', 'a.svg']) {
      const rule = ruleFor(node, image);
      assert.equal(rule.type, 'asset/resource', image);
      assert.deepEqual(rule.generator, { emit: false, publicPath: assetPlaceholder('mf_blog') }, image);
    }
    for (const font of ['a.woff', 'a.woff2', 'a.ttf', 'a.eot'])
      assert.deepEqual(ruleFor(node, font).generator, {
        emit: false,
        publicPath: '/__codecrush_assets__/mf_blog/',
        filename: 'static/fonts/[name].[contenthash:8][ext]',
      });
  });

  it("takes the browser build's swc rule wherever it sits among the rules", () => {
    const [browser] = blogProd();
    const swc = swcOf(browser);
    const cssRule = { test: /\.css$/, type: 'css/auto' };
    const [, node] = withNodeBuild(
      { ...browser, module: { rules: [null, cssRule, swc] } },
      { name: 'mf_blog', exposes: {} },
    );
    assert.equal(node.module.rules[0].test, swc.test);
    assert.equal(node.module.rules[0].loader, 'builtin:swc-loader');
    const [, bare] = withNodeBuild({ ...browser, module: undefined }, { name: 'mf_blog', exposes: {} });
    assert.equal(bare.module.rules[0].loader, undefined);
    assert.deepEqual(bare.module.rules[0].options.env, { targets: 'node 20' });
  });

  it('a CommonJS container with the same exposes, every shared library taken from the host', () => {
    const [browser, node] = blogProd();
    const federation = federationOf(node);
    assert.equal(federation.name, 'mf_blog');
    assert.equal(federation.filename, 'remoteEntry.js');
    assert.deepEqual(federation.exposes, federationOf(browser).exposes);
    assert.deepEqual(federation.remotes, {});
    assert.deepEqual(
      federation.shared,
      Object.fromEntries(Object.entries(sharedDependencies).map(([key, value]) => [key, { ...value, import: false }])),
    );
    assert.equal(federation.shareStrategy, 'loaded-first');
    assert.deepEqual(federation.library, { type: 'commonjs-module', name: 'mf_blog' });
    assert.equal(federation.remoteType, 'script');
    assert.equal(federation.runtimePlugins.length, 1);
    assert.match(federation.runtimePlugins[0], /[\\/]@module-federation[\\/]node[\\/].*runtimePlugin/);
    assert.equal(federation.manifest, false);
    assert.equal(federation.dts, false);
    assert.deepEqual(federation.experiments, {
      optimization: { target: 'node', disableRemote: true, disableSnapshot: true },
    });
  });

  it('marks its folder CommonJS, so Node requires it inside an ESM package', () => {
    const [, node] = blogProd();
    const marker = node.plugins.find(
      (plugin) => !(plugin instanceof rspack.DefinePlugin) && !(plugin instanceof ModuleFederationPlugin),
    );
    const emitted = [];
    const taps = [];
    const compilation = {
      hooks: { processAssets: { tap: (name, fn) => taps.push([name, fn]) } },
      emitAsset: (file, source) => emitted.push([file, source.source()]),
    };
    marker.apply({
      hooks: { thisCompilation: { tap: (name, fn) => (taps.push([name]), fn(compilation)) } },
    });
    assert.deepEqual(
      taps.map(([name]) => name),
      ['codecrush-cjs-marker', 'codecrush-cjs-marker'],
    );
    taps[1][1]();
    assert.deepEqual(emitted, [['package.json', '{ "type": "commonjs" }\n']]);
  });
});
