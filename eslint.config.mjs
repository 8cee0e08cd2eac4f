import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { appList } from '@codecrush/contracts/apps';

const appDirs = appList.map((app) => app.dir);

/** No app imports another app's src; shared code goes through the packages (ui, composition, contracts). */
const appZones = appDirs.map((app) => ({
  target: `./${app}`,
  from: appDirs.filter((other) => other !== app).map((other) => `./${other}`),
  message: 'Apps never import each other: share through packages/ui, packages/composition or packages/contracts.',
}));

/** Everything that stands on packages/: the apps, the prerenderer, the api, the e2e suite and the tooling. */
const upperFloors = [...appDirs, 'prerender', 'api', 'e2e', 'scripts', 'tools'];

/** packages/ is the ground floor: it never imports an app, whether by a relative path or by its name. */
const groundFloorZone = {
  target: './packages',
  from: upperFloors.map((folder) => `./${folder}`),
  message:
    'Packages never import apps (shell, remotes, prerender, api, e2e, scripts, tools): move the shared code into a package.',
};

/**
 * Inside packages/, the design system is the floor below the composition runtime: packages/composition
 * (remote loading, islands, the failure boundary, the site config contexts) builds on packages/ui's
 * components and theme; packages/ui never imports it, so neither package's modules form a cycle.
 */
const designSystemZone = {
  target: './packages/ui',
  from: './packages/composition',
  message:
    'The design system (packages/ui) never imports the composition runtime (packages/composition): move the piece down into ui, or keep it in composition.',
};

const readJson = (file) => JSON.parse(fs.readFileSync(new URL(file, import.meta.url), 'utf8'));

/** Every workspace: its folder, its name and the files its package.json makes public (`exports`, `main`). */
const workspaces = readJson('./package.json').workspaces.map((folder) => {
  const { name, main, exports = {} } = readJson(`./${folder}/package.json`);
  const entries = [main, ...(typeof exports === 'string' ? [exports] : Object.values(exports))];
  return { folder, name, entries: [...new Set(entries.filter((entry) => typeof entry === 'string'))] };
});
const workspaceNames = workspaces.map((workspace) => workspace.name);

/** Pairs the zones above forbid outright (a package importing an app, an app importing another app). */
const isPackage = (folder) => folder.startsWith('packages/');
const forbiddenOutright = (importer, imported) =>
  (isPackage(importer) && !isPackage(imported)) || (appDirs.includes(importer) && appDirs.includes(imported));

/**
 * No file reaches into another workspace past its entries, by a relative path either: from outside,
 * only the files its package.json `exports` (or `main`) names may be imported.
 */
const entryZones = workspaces.map(({ folder, name, entries }) => ({
  target: [...workspaces.map((other) => other.folder), 'scripts', 'tools']
    .filter((other) => other !== folder && !forbiddenOutright(other, folder))
    .map((other) => `./${other}`),
  from: `./${folder}`,
  except: entries,
  message: `Import ${name} through its entry (its package.json \`exports\`), not its inner files.`,
}));

/** `shell/src/server`, `@codecrush/ui/src/x`: another workspace's files reached past its package.json `exports`. */
const deepImport = {
  regex: `^(?:${workspaceNames.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})/src(?:/|$)`,
  message:
    "Import another package or app through its entry (its package.json `exports`, e.g. 'shell/server'), not its src/ files.",
};

/** `no-restricted-imports`: every file keeps the deep-import ban; most also get the router facade. */
const restrictedImports = ({ routerFacade }) => [
  'error',
  {
    paths: routerFacade
      ? [
          {
            name: 'react-router-dom',
            message: "Import routing from '@codecrush/ui/router' (the shared facade) so one router serves every app.",
          },
          { name: 'react-router', message: "Import routing from '@codecrush/ui/router'." },
        ]
      : [],
    patterns: [deepImport],
  },
];

/**
 * Files whose functions may run past 60 lines, each for a reason; everything else reads one function
 * in one screen. Remove an entry once its file is split.
 */
const longFunctionExceptions = [
  'api/bench/**', // benchmark drivers: one scenario reads top to bottom
  'api/src/server.ts', // the API's route table in one place (registration order is the behaviour)
  'api/src/store/sqlite/statements.ts', // a table of prepared SQL statements (data)
  'packages/server/serveApp.mjs', // the static server's middleware chain, in serving order
  'packages/ui/src/carousel/Carousel.tsx', // react-slick's settings and the pause control (the home hero depends on its timing)
  'packages/ui/src/theme/GlobalStyles.tsx', // one global style sheet (data)
  'scripts/images/**', // drawings of the generated illustrations (shapes as data)
  'scripts/lib/nginxSite.mjs', // the nginx composition's start and stop, in order
  'shell/src/layout/DesktopMenu.tsx', // navigation markup
  'shell/src/layout/Footer.tsx', // footer markup
  'shell/src/layout/Navbar.tsx', // navigation markup
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/src/generated/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.data/**',
      '.releases/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Floors only go down: these boundaries hold for every source file, TypeScript or JavaScript.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Resolves workspace names through their package.json `exports` to the real files, so a zone
      // catches `shell/server` as well as `../../shell/src/server`.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...appZones, groundFloorZone, designSystemZone, ...entryZones] },
      ],
      'no-restricted-imports': restrictedImports({ routerFacade: false }),
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'no-restricted-imports': restrictedImports({ routerFacade: true }),
    },
  },
  {
    // The facade itself and the shell (which owns the router) may import react-router directly.
    files: ['packages/ui/src/router.ts', 'shell/src/**'],
    rules: { 'no-restricted-imports': restrictedImports({ routerFacade: false }) },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The cross-engine driver's in-page agent runs in the browser.
    files: ['e2e/engines/agent/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // A function reads in one screen: at most 60 lines, blank lines and comments not counted (tests,
    // content data and the listed exceptions aside).
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.*', '**/test/**', 'e2e/**', '**/content/**', ...longFunctionExceptions],
    rules: {
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
);
