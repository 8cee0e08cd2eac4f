#!/usr/bin/env node
/**
 * `npm test`: everything, in the order that fails fastest — the lockfile's completeness (what
 * `npm ci` installs from), illustrations, type-check, lint (eslint, prettier, knip), the lint
 * boundary rules and the lockfile check on their fixtures (scripts/*.test.mjs), jest, the build
 * tooling's and the API's node:test suites, mutation testing of the logic lines the change touched
 * (scripts/mutation.mjs --changed), one team's own `npm test -w mf-blog` (proves a
 * remote's check runs alone), the production build, the contract check of every built remote, the
 * prerender of every route, the first-load size check against each page's budget, one traced load
 * (`npm run longtasks` in its short mode), Playwright against the composition, then the
 * cross-engine flows in Chromium, Firefox and WebKit (e2e/engines).
 * `npm test -- --skip e2e,api` leaves steps out (for local loops only; CI runs them all).
 */
import { run } from './lib/workspace.mjs';

const steps = [
  ['lockfile', 'node', ['scripts/check-lockfile.mjs']],
  ['images', 'npm', ['run', '--silent', 'images']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['scripts', 'npm', ['run', '--silent', 'test:scripts']],
  ['jest', 'npx', ['jest', '--ci']],
  ['tooling', 'npm', ['test', '--silent', '-w', '@codecrush/build-config', '-w', '@codecrush/server']],
  ['api', 'npm', ['test', '--silent', '-w', 'api']],
  // Mutation testing of only the lines a change touched (docs/testing.md); seconds when no logic module changed.
  ['mutation', 'node', ['scripts/mutation.mjs', '--changed']],
  ['team', 'npm', ['test', '--silent', '-w', 'mf-blog']],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['contracts', 'node', ['scripts/contract-check.mjs']],
  ['prerender', 'npm', ['run', '--silent', 'prerender']],
  ['html', 'node', ['scripts/check-html.mjs']],
  ['size', 'node', ['scripts/size.mjs', '--check']],
  // One traced load of one route: keeps the long-task attribution working (figures are not asserted).
  ['longtasks', 'node', ['scripts/longtasks.mjs', '--runs', '1', '/']],
  ['e2e', 'npm', ['test', '--silent', '-w', 'e2e']],
  ['engines', 'npm', ['run', '--silent', 'test:engines', '-w', 'e2e']],
];

const skipIndex = process.argv.indexOf('--skip');
const skipped = new Set(skipIndex > 0 ? (process.argv[skipIndex + 1] ?? '').split(',') : []);

const results = [];
for (const [name, command, args] of steps) {
  if (skipped.has(name)) continue;
  const started = performance.now();
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  try {
    await run(command, args);
    results.push({ name, ok: true, seconds: (performance.now() - started) / 1000 });
  } catch (error) {
    results.push({ name, ok: false, seconds: (performance.now() - started) / 1000 });
    console.error(`✗ ${name}: ${error.message}`);
    break;
  }
}

console.log('\n━━ summary');
for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name.padEnd(10)} ${r.seconds.toFixed(1)} s`);
const failed = results.filter((r) => !r.ok).length;
if (failed > 0 || results.length < steps.length - skipped.size) process.exitCode = 1;
