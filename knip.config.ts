import type { KnipConfig } from 'knip';
import { exposesOf } from './packages/build-config/exposes.mjs';
import { remoteAppList } from './packages/build-config/ports.mjs';

/**
 * Dead weight fails `npm run lint`: a dependency no file imports, a file nothing reaches, an export
 * nobody imports. Entries besides the ones knip's plugins find (rspack, jest, playwright, node:test,
 * eslint, package.json scripts) are listed here.
 */

/** A remote's federation `exposes` modules, generated from packages/contracts as its build does. */
function exposedEntries(dir: string): string[] {
  const app = remoteAppList.find((a) => a.dir === dir);
  if (!app) throw new Error(`knip.config.ts: ${dir} is not a remote`);
  return Object.values(exposesOf(app, `${import.meta.dirname}/${dir}`)).map((file) => file.replace(/^\.\//, ''));
}

const remote = (dir: string) => ({ entry: exposedEntries(dir), project: ['src/**/*.{ts,tsx}'] });

const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/**/*.mjs', 'stryker/stryker.config.mjs', 'test-support/*.{cjs,ts}'],
      project: ['scripts/**/*.mjs', 'stryker/*.mjs', 'test-support/**', 'types/**'],
      // Installed on demand into tools/observatory (its install scripts need the internet), and
      // StrykerJS's tap runner, named only as a plugin in stryker/stryker.config.mjs (knip sees the
      // core through `npx stryker` and the jest runner through the prerender tests' environment).
      ignoreDependencies: ['@mdn/mdn-http-observatory', '@stryker-mutator/tap-runner'],
      // The observatory's TLS mode makes a self-signed certificate with the system's openssl.
      ignoreBinaries: ['openssl'],
    },
    shell: { project: ['src/**/*.{ts,tsx}'] },
    ...Object.fromEntries(remoteAppList.map((app) => [app.dir, remote(app.dir)])),
    'packages/build-config': {
      // The shell's federation runtime plugin, passed to the bundler by path.
      entry: ['federation/provideBundlerRuntime.mjs'],
      // Fake checkouts the app-folder test reads as data.
      ignore: ['fixtures/**'],
      // Bundler aliases that plugin imports (federationRuntime.mjs defines them).
      ignoreDependencies: ['@codecrush/federation-bundler-runtime', '@codecrush/federation-init-container-entry'],
    },
    'packages/server': {
      // formToken.mjs's declarations, read by tsc (the API imports the module).
      ignore: ['formToken.d.mts'],
      // Debian's nginx (apt), which the generated configuration is checked with.
      ignoreBinaries: ['nginx'],
    },
    'packages/*': {},
    api: {
      // The team view's page script (served as a file) and the deploy guard's process (started by scripts/deploy.mjs).
      entry: ['src/telemetry/public/view.js', 'src/telemetry/cli/guard.ts'],
      // uPlot's browser build is served to the team view as a file, never imported.
      ignoreDependencies: ['uplot'],
    },
    e2e: {
      // The in-page agent of the cross-engine flows: read as text and evaluated in the browser.
      entry: ['engines/agent/pageAgent.js'],
      // chromium.mjs's declarations, read by tsc.
      ignore: ['support/chromium.d.mts'],
      // The API's dependency, loaded from api/ (types only here).
      ignoreDependencies: ['better-sqlite3'],
    },
  },
};

export default config;
