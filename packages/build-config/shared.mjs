import { createRequire } from 'node:module';
import { sharedLibraries } from '@codecrush/contracts/shared-libraries';

const require = createRequire(import.meta.url);
const versionOf = (pkg) => require(`${pkg}/package.json`).version;

const singleton = (pkg) => ({ singleton: true, requiredVersion: `^${versionOf(pkg)}` });

/**
 * The Module Federation `shared` map of every app: one instance of each library the contracts
 * declare (packages/contracts/src/sharedLibraries.mjs). A package with subpath imports is shared
 * under its `name/` prefix too, or `react-dom/client` and `react/jsx-runtime` would be bundled twice
 * (an invalid hook call at run time).
 */
export const sharedDependencies = Object.fromEntries([
  ...sharedLibraries.packages.flatMap(({ name, subpaths }) => [
    [name, singleton(name)],
    ...(subpaths.length > 0 ? [[`${name}/`, singleton(name)]] : []),
  ]),
  ...sharedLibraries.workspaces.map((name) => [name, { singleton: true, requiredVersion: false }]),
]);

/**
 * The build's id (BUILD_ID, e.g. `2026.11.26-2`): it names the deploy's release folder and the
 * beacons' build. Without one, `dev` in development and `local` in a production build.
 * @param {boolean} isDev
 */
export const buildIdOf = (isDev, env = process.env) => env.BUILD_ID ?? (isDev ? 'dev' : 'local');
