import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { buildIdOf, sharedDependencies } from './shared.mjs';

const require = createRequire(import.meta.url);

/** Where a remote's Node build goes, inside its deployed files (served beside the browser build). */
export const nodeDir = 'node';

/**
 * What a Node-built remote writes instead of its public URL in asset URLs (`<img src>`): the
 * prerenderer replaces it with the remote's browser base URL from site-config.json, so the same
 * Node build serves any deploy location and the HTML matches what the browser build renders.
 * @param {string} name federation name of the remote
 */
export const assetPlaceholder = (name) => `/__codecrush_assets__/${name}/`;

/** Every shared module provided by the host only (the prerenderer): no bundled fallback copy. */
const hostOnly = (shared) =>
  Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, { ...config, import: false }]));

/**
 * Lets Node `require()` the build from disk even when the surrounding package is ESM.
 * @type {import('@rspack/core').RspackPluginInstance}
 */
const commonJsMarker = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('codecrush-cjs-marker', (compilation) => {
      compilation.hooks.processAssets.tap('codecrush-cjs-marker', () => {
        compilation.emitAsset('package.json', new rspack.sources.RawSource('{ "type": "commonjs" }\n'));
      });
    });
  },
};

/**
 * The Node build's module rules: the browser build's swc loader with Node targets, CSS as a no-op
 * (styles are the shell's business, global CSS once), and assets under the browser build's names.
 * @param {import('@rspack/core').Configuration} browser
 * @param {string} name the remote's container name
 */
function nodeModuleRulesOf(browser, name) {
  const assetRule = (test, filename) => ({
    test,
    type: 'asset/resource',
    generator: { emit: false, publicPath: assetPlaceholder(name), ...(filename ? { filename } : {}) },
  });
  const swcRule = browser.module?.rules?.find(
    (rule) => rule && typeof rule === 'object' && rule.loader === 'builtin:swc-loader',
  );
  return [
    {
      ...swcRule,
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: false, refresh: false } },
        },
        env: { targets: 'node 20' },
      },
    },
    // Styles are the shell's business (global CSS, once); a remote's CSS import is a no-op here.
    { test: /\.css$/, type: 'asset/source' },
    // Same file names as the browser build (same content hash), never emitted twice.
    assetRule(/\.(png|jpe?g|gif|webp|avif|svg)$/),
    assetRule(/\.(woff2?|ttf|eot)$/, 'static/fonts/[name].[contenthash:8][ext]'),
  ];
}

/**
 * The Node build's federation container: the same exposes, a CommonJS library for the MF Node
 * runtime, and every shared library taken from the host (the prerenderer), never bundled.
 * @param {{ name: string, exposes: Record<string, string> }} remote
 */
const nodeFederationPluginOf = ({ name, exposes }) =>
  new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    exposes,
    remotes: {},
    shared: hostOnly(sharedDependencies),
    shareStrategy: 'loaded-first',
    library: { type: 'commonjs-module', name },
    remoteType: 'script',
    runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
    manifest: false,
    dts: false,
    experiments: { optimization: { target: 'node', disableRemote: true, disableSnapshot: true } },
  });

/**
 * The Node build of a remote (docs/architecture.md, prerendering): the same exposes, built for `async-node` with
 * the Module Federation Node runtime, into `dist/node/`. The prerenderer loads it through the
 * federation runtime with its own React, emotion, router and ui (shared, `import: false`).
 * @param {import('@rspack/core').Configuration} browser the app's browser configuration
 * @param {{ name: string, exposes: Record<string, string> }} remote
 * @returns {import('@rspack/core').Configuration}
 */
function createNodeConfig(browser, remote) {
  const { name } = remote;
  const browserOutput = /** @type {string} */ (browser.output?.path);
  return {
    name: `${name}-node`,
    context: browser.context,
    mode: 'production',
    target: 'async-node',
    entry: {},
    devtool: false,
    output: {
      path: path.join(browserOutput, nodeDir),
      publicPath: 'auto',
      uniqueName: `${name}_node`,
      filename: '[name].js',
      chunkFilename: 'chunks/[name].[contenthash:8].js',
      assetModuleFilename: browser.output?.assetModuleFilename,
      clean: true,
    },
    resolve: browser.resolve,
    module: { rules: nodeModuleRulesOf(browser, name) },
    plugins: [
      nodeFederationPluginOf(remote),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify('production'),
        __BUILD_ID__: JSON.stringify(buildIdOf(false)),
      }),
      commonJsMarker,
    ],
    optimization: { minimize: false, chunkIds: 'deterministic' },
    performance: { hints: false },
  };
}

/**
 * A remote's production build: the browser build as it is, plus its Node build (kept out of the
 * browser build's clean-up). The shell and development builds stay a single browser build.
 * @param {import('@rspack/core').Configuration} browser
 * @param {{ name: string, exposes: Record<string, string> }} remote
 */
export function withNodeBuild(browser, remote) {
  const output = { ...browser.output, clean: { keep: new RegExp(`^${nodeDir}(/|\\\\|$)`) } };
  // After the browser build (its clean-up would race a parallel Node build; one core each is plenty).
  const node = { ...createNodeConfig(browser, remote), dependencies: [remote.name] };
  return [{ ...browser, name: remote.name, output }, node];
}
