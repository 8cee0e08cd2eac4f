/**
 * The libraries with one instance across the shell, every remote and the prerenderer, declared
 * once: the build's Module Federation `shared` map and the prerenderer's own copies derive from it.
 * Plain ESM JavaScript without imports, like apps.mjs, so Node tooling and TypeScript read this file.
 * - `packages`: npm packages, checked against the installed version. `subpaths` are the entry
 *   points the apps import besides the package root (the build shares the whole `name/` prefix;
 *   the prerenderer provides exactly these).
 * - `workspaces`: this repo's shared packages (one version, no range to check). The composition
 *   runtime (`@codecrush/composition`: the remote module cache, islands, the failure boundary, the
 *   site config contexts) is shared like the design system: one island watcher and one instance of
 *   each context for the shell and every remote. Its `lazy`, `standalone` and `test` entries are not:
 *   pure functions, a remote's development page and the tests' helper.
 * @codecrush/contracts is not shared: pure constants and types, each app bundles the few it uses.
 * react-router is not shared either: apps reach it only through the `@codecrush/ui/router` facade,
 * so it is bundled (and tree-shaken) once, in the shell.
 */
export const sharedLibraries = /** @type {const} */ ({
  packages: [
    { name: 'react', subpaths: ['jsx-runtime'] },
    { name: 'react-dom', subpaths: ['client'] },
    { name: '@emotion/react', subpaths: [] },
    { name: '@emotion/styled', subpaths: [] },
    { name: 'react-hot-toast', subpaths: [] },
  ],
  workspaces: ['@codecrush/ui', '@codecrush/ui/router', '@codecrush/ui/carousel', '@codecrush/composition'],
});
