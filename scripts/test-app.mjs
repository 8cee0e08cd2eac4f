#!/usr/bin/env node
/**
 * `npm test -w <app>`: one team's whole check, on its own — the app's illustrations, type-check,
 * lint (eslint + prettier), jest, production build and (for a remote) the contract check of that
 * build. `node scripts/test-app.mjs mf-blog [--skip build,contract]`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { remoteAppList } from '@codecrush/build-config/runtime';
import { buildApp, repoRoot, run } from './lib/workspace.mjs';

const dir = process.argv[2];
if (!dir || !fs.existsSync(path.join(repoRoot, dir, 'package.json'))) {
  console.error(`usage: node scripts/test-app.mjs <app folder>  (got "${dir ?? ''}")`);
  process.exit(2);
}
const skipIndex = process.argv.indexOf('--skip');
const skipped = new Set(skipIndex > 0 ? (process.argv[skipIndex + 1] ?? '').split(',') : []);
const isApp = fs.existsSync(path.join(repoRoot, dir, 'rspack.config.mjs'));
const isRemote = remoteAppList.some((app) => app.dir === dir);
const hasTsconfig = fs.existsSync(path.join(repoRoot, dir, 'tsconfig.json'));

const eslintCache = ['--cache', '--cache-strategy', 'content', '--cache-location', 'node_modules/.cache/eslint/'];
const prettierCache = ['--cache', '--cache-strategy', 'content'];
const tscCache = `node_modules/.cache/tsc/${dir.replaceAll('/', '-')}.tsbuildinfo`;

const steps = [
  isApp && ['images', () => run('node', ['scripts/images/generate.mjs', dir])],
  hasTsconfig && [
    'typecheck',
    () => run('npx', ['tsc', '--noEmit', '-p', `${dir}/tsconfig.json`, '--incremental', '--tsBuildInfoFile', tscCache]),
  ],
  // The caches of `npm run lint` (same options): a file it already passed is not linted again.
  ['lint', () => run('npx', ['eslint', dir, '--max-warnings=0', ...eslintCache])],
  ['format', () => run('npx', ['prettier', '--check', dir, ...prettierCache])],
  ['jest', () => run('npx', ['jest', '--ci', '--config', 'jest.config.cjs', '--roots', `<rootDir>/${dir}/src`])],
  isApp && ['build', () => buildApp(dir)],
  isRemote && ['contract', () => run('node', ['scripts/contract-check.mjs', dir])],
].filter(Boolean);

const results = [];
for (const [name, step] of steps) {
  if (skipped.has(name)) continue;
  const started = performance.now();
  console.log(`\n━━ ${dir} ${name}`);
  try {
    await step();
    results.push({ name, ok: true, seconds: (performance.now() - started) / 1000 });
  } catch (error) {
    results.push({ name, ok: false, seconds: (performance.now() - started) / 1000 });
    console.error(`✗ ${name}: ${error.message}`);
    break;
  }
}
console.log(`\n━━ ${dir}: summary`);
for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name.padEnd(10)} ${r.seconds.toFixed(1)} s`);
if (results.some((r) => !r.ok) || results.length < steps.filter(([n]) => !skipped.has(n)).length) process.exitCode = 1;
