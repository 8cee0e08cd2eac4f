import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { buildIdOf, sharedDependencies } from './shared.mjs';
import { portOf, apps } from './ports.mjs';
import { exposesOf } from './exposes.mjs';
import { siteConfigFromEnv } from './siteConfigFile.mjs';
import { withNodeBuild } from './node.mjs';
import { borrowBundlerRuntime, provideBundlerRuntime } from './federationRuntime.mjs';

export { sharedDependencies } from './shared.mjs';
export { apps, remoteAppList, portOf, apiPort, host } from './ports.mjs';
export { createSiteConfig } from './siteConfig.mjs';
export { siteConfigFromEnv, validateSiteConfig, writeSiteConfig } from './siteConfigFile.mjs';
export { assetPlaceholder, nodeDir } from './node.mjs';

/**
 * The emotion internals that both shared emotion modules (`@emotion/react`, `@emotion/styled`) use:
 * one chunk of the shell instead of a copy inside each (≈ 1.5 KB gzip on every page).
 */
const emotionCore = {
  test: /[\\/]node_modules[\\/](@emotion[\\/](cache|sheet|weak-memoize|serialize|unitless|hash|utils|memoize|use-insertion-effect-with-fallbacks)|stylis|@babel[\\/]runtime)[\\/]/,
  name: 'emotion-core',
  chunks: 'async',
  minSize: 0,
  priority: 20,
};

/**
 * What every page's boot needs from the workspace packages, in one chunk of the shell: the root
 * entries of the design system and of the composition runtime (`@codecrush/ui`,
 * `@codecrush/composition`, two shared modules), the contracts they and the shell read, and the one
 * icon of the composition's notice (`RefreshCw`). As separate chunks they cost ≈ 0.45 KB gzip more
 * on every page. The entries loaded later keep their own chunks: the carousel, the form toolkit, the
 * below-the-fold pieces and the router facade (with react-router).
 */
const bootPackages = {
  test: /[\\/](packages[\\/](ui|composition)[\\/]src[\\/](?!carousel[\\/]|form[\\/]|belowTheFold[\\/]|router\.ts$)|packages[\\/]contracts[\\/]src[\\/]|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]refresh-cw\.)/,
  name: 'codecrush-boot',
  chunks: 'async',
  minSize: 0,
  priority: 10,
};

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
};

/**
 * @typedef {{ isHost: boolean, isDev: boolean }} BuildKind
 * The shell (host) or a remote, in development (dev server, HMR) or for production.
 */

/**
 * Where a browser build writes its files: readable names in development, content-hashed names in
 * production (served as immutable). The shell serves deep links, so its public path is the root.
 * @param {string} appDir
 * @param {string} uniqueName
 * @param {BuildKind} kind
 */
const browserOutputOf = (appDir, uniqueName, { isHost, isDev }) => ({
  path: path.join(appDir, 'dist'),
  publicPath: isHost ? '/' : 'auto',
  uniqueName,
  filename: isDev ? '[name].js' : 'static/js/[name].[contenthash:8].js',
  chunkFilename: isDev ? '[name].js' : 'static/js/[name].[contenthash:8].js',
  cssFilename: isDev ? '[name].css' : 'static/css/[name].[contenthash:8].css',
  cssChunkFilename: isDev ? '[name].css' : 'static/css/[name].[contenthash:8].css',
  assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
  clean: true,
});

/**
 * TypeScript/TSX through swc, CSS, images and fonts.
 * @param {BuildKind} kind
 */
const moduleRulesOf = ({ isHost, isDev }) => [
  {
    test: /\.(ts|tsx)$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        // Remotes always emit production JSX: in the page, React is the host's (a shared singleton),
        // and a dev remote may be mounted in a production shell (dev overrides), where
        // jsx-dev-runtime would fail.
        transform: { react: { runtime: 'automatic', development: isDev && isHost, refresh: isDev } },
      },
      env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
    },
  },
  { test: /\.css$/, type: 'css/auto' },
  { test: /\.(png|jpe?g|gif|webp|avif|svg)$/, type: 'asset/resource' },
  {
    test: /\.(woff2?|ttf|eot)$/,
    type: 'asset/resource',
    generator: { filename: 'static/fonts/[name].[contenthash:8][ext]' },
  },
];

/**
 * The app's federation container. The shell lends its federation runtime core and bundler runtime;
 * production remotes borrow both (remoteEntry ≈ 14 → ≈ 4.5 KB gzip). In development each remote
 * keeps its own, so it also runs standalone.
 * @param {{ name: string, exposes: Record<string, string>, runtimePlugins: string[] }} container
 * @param {BuildKind} kind
 */
const federationPluginOf = ({ name, exposes, runtimePlugins }, { isHost, isDev }) =>
  new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    exposes,
    remotes: {},
    shared: sharedDependencies,
    shareStrategy: 'loaded-first',
    manifest: true,
    dts: false,
    runtimePlugins: isHost ? [provideBundlerRuntime.runtimePlugin, ...runtimePlugins] : runtimePlugins,
    experiments: {
      ...(isHost ? { provideExternalRuntime: true } : isDev ? {} : { externalRuntime: true }),
      // Remotes never load other remotes: drop the remote-loading and snapshot code from them.
      optimization: isHost ? { target: 'web' } : { target: 'web', disableRemote: true, disableSnapshot: true },
    },
  });

/**
 * The plugins besides federation: the HTML page (the shell's; a remote's own page is a development
 * aid, in production only the shell serves HTML), build-time constants, the borrowed runtime of a
 * production remote, and React Refresh in development.
 * @param {{ title: string, buildId: string }} page
 * @param {BuildKind} kind
 */
const pagePluginsOf = ({ title, buildId }, { isHost, isDev }) => [
  (isHost || isDev) &&
    new rspack.HtmlRspackPlugin({
      template: path.join(import.meta.dirname, 'index.html'),
      templateParameters: { title },
      favicon: path.join(import.meta.dirname, 'favicon.svg'),
      scriptLoading: 'defer',
    }),
  new rspack.DefinePlugin({
    'process.env.NODE_ENV': JSON.stringify(isDev ? 'development' : 'production'),
    __BUILD_ID__: JSON.stringify(buildId),
    ...(isHost ? provideBundlerRuntime.define : {}),
  }),
  !isHost && !isDev && borrowBundlerRuntime(),
  isDev && new ReactRefreshRspackPlugin(),
];

/**
 * The app's development server (`npm run dev`): CORS for the shell, deep links, and
 * /site-config.json on every server, so a remote also runs standalone.
 * @param {number} port
 */
const devServerOf = (port) => ({
  port,
  host: 'localhost',
  hot: true,
  headers: corsHeaders,
  historyApiFallback: true,
  setupMiddlewares: (middlewares) => {
    middlewares.unshift({
      name: 'site-config',
      path: '/site-config.json',
      middleware: (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(JSON.stringify(siteConfigFromEnv()));
      },
    });
    return middlewares;
  },
});

/**
 * The one rspack configuration of every app. A remote's container name and `exposes` map come from
 * `@codecrush/contracts` (`remoteNames`, `exposedModules`): one module per page under src/pages/.
 * A remote's production build also builds for Node (the prerenderer loads it): docs/architecture.md, prerendering.
 * @param {{ appDir: string, title: string, isHost?: boolean, runtimePlugins?: string[] }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('@rspack/core').Configuration | import('@rspack/core').Configuration[]}
 */
export function createAppConfig({ appDir, title, isHost = false, runtimePlugins = [] }) {
  const dir = path.basename(appDir);
  const app = apps.find((a) => a.dir === dir);
  if (!app) throw new Error(`Unknown app directory ${dir}`);
  const port = portOf(dir);
  const exposes = isHost ? {} : exposesOf(app, appDir);

  return (_env, argv) => {
    const isDev = argv.mode === 'development';
    const kind = { isHost, isDev };
    const buildId = buildIdOf(isDev);
    // The manifest's metaData.buildInfo.buildVersion carries the build id (deploy and the status panel read it).
    process.env.MF_BUILD_VERSION = buildId;
    const browser = {
      context: appDir,
      mode: isDev ? 'development' : 'production',
      entry: { main: './src/index.ts' },
      devtool: isDev ? 'cheap-module-source-map' : 'source-map',
      output: browserOutputOf(appDir, app.name, kind),
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        ...(isHost ? { alias: provideBundlerRuntime.alias } : {}),
      },
      module: { rules: moduleRulesOf(kind) },
      plugins: [
        federationPluginOf({ name: app.name, exposes, runtimePlugins }, kind),
        ...pagePluginsOf({ title, buildId }, kind),
      ].filter(Boolean),
      optimization: {
        minimize: !isDev,
        chunkIds: isDev ? 'named' : 'deterministic',
        ...(isHost ? { splitChunks: { cacheGroups: { emotionCore, bootPackages } } } : {}),
      },
      performance: { hints: false },
      devServer: devServerOf(port),
    };
    // Remotes also build for Node (the prerenderer loads that build): docs/architecture.md.
    return isHost || isDev ? browser : withNodeBuild(browser, { name: app.name, exposes });
  };
}
