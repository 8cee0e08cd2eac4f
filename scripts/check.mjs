#!/usr/bin/env node
/**
 * `npm run check`: what a contributor runs before each commit, in minutes — type-check, lint
 * (eslint, prettier, knip), jest, the API suites on SQLite only (API_TEST_POSTGRES=off: the
 * PostgreSQL suites, and the build, browsers and everything else, are `npm test`'s) and mutation
 * testing of the lines the change touched. The illustrations are rendered first when missing (the
 * type-check and jest read them). Two steps at a time and the API suites in the background; tsc, eslint,
 * prettier and knip keep caches, so a second run rechecks only what changed. At the end, every
 * step's time as a table, slowest first.
 */
import { runAndReport } from './lib/steps.mjs';

/** @type {import('./lib/steps.mjs').Step[]} */
const steps = [
  {
    name: 'api',
    command: 'npm',
    args: ['test', '--silent', '-w', 'api'],
    env: { API_TEST_POSTGRES: 'off' },
    background: true,
  },
  { name: 'images', command: 'npm', args: ['run', '--silent', 'images'] },
  { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'], needs: ['images'] },
  { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'], needs: ['images'] },
  { name: 'jest', command: 'npx', args: ['jest'], needs: ['images'] },
  { name: 'mutation', command: 'node', args: ['scripts/mutation.mjs', '--changed'], needs: ['images'] },
];

await runAndReport(steps, { jobs: 2 });
