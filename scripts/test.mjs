#!/usr/bin/env node
/**
 * `npm test`: everything — the lockfile's completeness (what `npm ci` installs from), illustrations,
 * type-check, lint (eslint, prettier, knip), the lint boundary rules and the lockfile check on their
 * fixtures (scripts/*.test.mjs), jest, the build tooling's and the API's node:test suites (SQLite and
 * PostgreSQL), mutation testing of the logic lines the change touched (scripts/mutation.mjs
 * --changed), one team's own `npm test -w mf-blog` (proves a remote's check runs alone), the
 * production build, the contract check of every built remote, the prerender of every route, the
 * HTML check, the first-load size check against each page's budget, the long-task guard (`npm run
 * longtasks -- --guard`: traced loads of `/`), Playwright against the composition, then the cross-engine flows in
 * Chromium, Firefox and WebKit (e2e/engines).
 *
 * Two steps run at a time (TEST_JOBS), one per core of a 2-core machine, the API suites one of them,
 * ended before the e2e starts; a step starts once the steps it needs have passed, in the order that
 * fails fastest. At the end, every step's time as a table, slowest first.
 * `npm test -- --skip e2e,api` leaves steps out (for local loops only; CI runs them all).
 */
import { apps, remoteAppList } from '@codecrush/build-config/runtime';
import { runAndReport } from './lib/steps.mjs';

/**
 * The remote whose team check runs whole (`npm test -w mf-blog`): its jest tests, build and contract
 * check run there, so the jest, build and contracts steps leave them out (each runs once).
 */
const teamApp = 'mf-blog';

/** @type {import('./lib/steps.mjs').Step[]} */
const steps = [
  { name: 'lockfile', command: 'node', args: ['scripts/check-lockfile.mjs'] },
  // The API's suites (SQLite and PostgreSQL). They take a job and end before the e2e starts: beside
  // the browsers (load 15 here) their timing tests failed (a relay stalled past its send deadline).
  { name: 'api', command: 'npm', args: ['test', '--silent', '-w', 'api'], needs: ['lockfile'] },
  { name: 'images', command: 'npm', args: ['run', '--silent', 'images'], needs: ['lockfile'] },
  { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'], needs: ['images'] },
  { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'], needs: ['images'] },
  { name: 'scripts', command: 'npm', args: ['run', '--silent', 'test:scripts'], needs: ['lockfile'] },
  {
    name: 'jest',
    command: 'npx',
    args: ['jest', '--ci', '--testPathIgnorePatterns', '/node_modules/', `<rootDir>/${teamApp}/`],
    needs: ['images'],
  },
  {
    name: 'tooling',
    command: 'npm',
    args: ['test', '--silent', '-w', '@codecrush/build-config', '-w', '@codecrush/server', '-w', '@codecrush/releases'],
    needs: ['lockfile'],
  },
  // Mutation testing of only the lines a change touched (docs/testing.md); seconds when no logic module changed.
  { name: 'mutation', command: 'node', args: ['scripts/mutation.mjs', '--changed'], needs: ['images'] },
  // After lint, whose caches answer the team's eslint and prettier for files lint has passed.
  { name: 'team', command: 'npm', args: ['test', '--silent', '-w', teamApp], needs: ['lint'] },
  // Every other app; after the team's check, which built its own (and both would write its dist/).
  {
    name: 'build',
    command: 'node',
    args: ['scripts/build.mjs', ...apps.filter((app) => app.dir !== teamApp).map((app) => app.dir)],
    needs: ['team'],
  },
  {
    name: 'contracts',
    command: 'node',
    args: ['scripts/contract-check.mjs', ...remoteAppList.filter((app) => app.dir !== teamApp).map((app) => app.dir)],
    needs: ['build'],
  },
  { name: 'prerender', command: 'npm', args: ['run', '--silent', 'prerender'], needs: ['build'] },
  { name: 'html', command: 'node', args: ['scripts/check-html.mjs'], needs: ['prerender'] },
  { name: 'size', command: 'node', args: ['scripts/size.mjs', '--check'], needs: ['prerender'] },
  // The long-task guard (scripts/longtask-guard.json): traced loads of `/`, failing when code holds
  // more long tasks than it did. Alone on the machine (after the HTML check and the API tests), and
  // after the size check, whose composition uses the same ports.
  { name: 'longtasks', command: 'node', args: ['scripts/longtasks.mjs', '--guard'], needs: ['size', 'html', 'api'] },
  { name: 'e2e', command: 'npm', args: ['test', '--silent', '-w', 'e2e'], needs: ['prerender', 'longtasks', 'api'] },
  { name: 'engines', command: 'npm', args: ['run', '--silent', 'test:engines', '-w', 'e2e'], needs: ['e2e'] },
];

const skipIndex = process.argv.indexOf('--skip');
const skipped = new Set(skipIndex > 0 ? (process.argv[skipIndex + 1] ?? '').split(',') : []);
const unknown = [...skipped].filter((name) => !steps.some((step) => step.name === name));
if (unknown.length > 0) {
  console.error(`--skip: no step ${unknown.join(', ')} (the steps: ${steps.map((step) => step.name).join(', ')})`);
  process.exit(2);
}
const jobs = Number(process.env.TEST_JOBS ?? 2);
if (!Number.isInteger(jobs) || jobs < 1) {
  console.error(`TEST_JOBS must be a whole number ≥ 1, got "${process.env.TEST_JOBS}"`);
  process.exit(2);
}

// A skipped step counts as passed for the steps that need it.
const kept = steps
  .filter((step) => !skipped.has(step.name))
  .map((step) => ({ ...step, needs: step.needs?.filter((need) => !skipped.has(need)) }));

await runAndReport(kept, { jobs });
