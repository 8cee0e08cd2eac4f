import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const versionOf = (pkg) => require(`${pkg}/package.json`).version;

const singleton = (pkg, options = {}) => ({
  singleton: true,
  requiredVersion: `^${versionOf(pkg)}`,
  ...options,
});

/**
 * One instance of each across the shell and every remote (docs/architecture.md, shared singletons).

 * @codecrush/contracts is not shared either: pure constants and types, each app bundles the few it uses.
 * react-router is deliberately *not* shared: apps reach it only through the shared
 * `@codecrush/ui/router` facade, so it is bundled (and tree-shaken) once, in the shell.
 */
export const sharedDependencies = {
  react: singleton('react'),
  'react/': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
  '@emotion/react': singleton('@emotion/react'),
  '@emotion/styled': singleton('@emotion/styled'),
  'react-hot-toast': singleton('react-hot-toast'),
  '@codecrush/ui': { singleton: true, requiredVersion: false },
  '@codecrush/ui/router': { singleton: true, requiredVersion: false },
  '@codecrush/ui/carousel': { singleton: true, requiredVersion: false },
};
