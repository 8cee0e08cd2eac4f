#!/usr/bin/env node
/** Production build of every app, one after the other (each is ≈1 s), with the total time. */
import { apps } from '@codecrush/build-config/runtime';
import { buildApp, run } from './lib/workspace.mjs';

const only = process.argv.slice(2);
const started = performance.now();
await run('npm', ['run', '--silent', 'images']);
for (const app of apps.filter((a) => only.length === 0 || only.includes(a.dir))) {
  const t0 = performance.now();
  await buildApp(app.dir);
  console.log(`built ${app.dir} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
console.log(`production build of all apps: ${((performance.now() - started) / 1000).toFixed(1)} s`);
