import { areaNamed, areas } from './areas.mjs';

/**
 * StrykerJS configuration of one area (env MUTATION_AREA, see areas.mjs); `scripts/mutation.mjs`
 * runs the areas one after the other. MUTATION_FILES (comma-separated, `file` or `file:from-to`
 * line ranges) narrows the area to what a change touched (the CI step).
 */
const area = areaNamed(process.env.MUTATION_AREA ?? '');
if (!area) throw new Error(`MUTATION_AREA must be one of: ${areas.map((a) => a.name).join(', ')}`);
const narrowed = process.env.MUTATION_FILES ? process.env.MUTATION_FILES.split(',') : undefined;
const reports = process.env.MUTATION_REPORTS ?? 'reports/mutation';

const runner =
  area.runner === 'jest'
    ? {
        testRunner: 'jest',
        jest: {
          projectType: 'custom',
          configFile: 'jest.config.cjs',
          enableFindRelatedTests: true,
          // The server-rendering tests (`*.ssr.test.tsx`) pick their own environment in a docblock
          // (`@jest-environment node`), which Stryker's per-test coverage cannot hook: the run would
          // stop. They check that pages render in Node; the logic they reach has tests of its own.
          config: {
            testPathIgnorePatterns: ['/node_modules/', '\\.ssr\\.test\\.tsx$'],
            ...(area.roots ? { roots: area.roots.map((folder) => `<rootDir>/${folder}`) } : {}),
          },
        },
      }
    : {
        testRunner: 'tap',
        tap: { testFiles: area.testFiles, nodeArgs: ['--import', 'tsx', '--test-reporter=tap'], forceBail: true },
      };

export default {
  ...runner,
  mutate: narrowed ?? area.mutate,
  // The tests run against the files in the checkout (the jest config's roots and the workspaces'
  // package links stay valid); Stryker puts every file back when it ends.
  inPlace: true,
  // No type-check-disabling header is written into mutated files: jest (swc) and tsx never type-check, and inPlace would leave it in the checkout.
  disableTypeChecks: false,
  // The machine has two cores shared with other work; MUTATION_CONCURRENCY=1 (or `npm run mutation
  // -- --concurrency 1`) leaves one free while others measure.
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
  coverageAnalysis: 'perTest',
  // MUTATION_IGNORE_STATIC=1: skip the static mutants (module-level constants, which rerun every
  // test of the area each); they are then reported as ignored and not counted in the score.
  ignoreStatic: process.env.MUTATION_IGNORE_STATIC === '1',
  timeoutMS: 10_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `${reports}/${area.name}.html` },
  jsonReporter: { fileName: `${reports}/${area.name}.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportTests: false, allowEmojis: false },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // Reported (docs/testing.md), not a gate: the CI step judges the changed lines itself.
  thresholds: { high: 90, low: 85, break: null },
  plugins: ['@stryker-mutator/jest-runner', '@stryker-mutator/tap-runner'],
};
