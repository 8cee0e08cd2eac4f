#!/usr/bin/env node
/**
 * Production build of every app (or of the apps named: `node scripts/build.mjs shell mf-blog`), the
 * illustrations first. The apps build in one process, one rspack compiler over every app's
 * configurations (a remote's browser and Node builds): the same output as `rspack build --mode
 * production` in each app's folder (`npm run build -w <app>`), without starting the CLI, loading
 * rspack and the federation plugins once per app (≈5 s each on 2 busy cores).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { apps } from '@codecrush/build-config/runtime';
import { repoRoot, run } from './lib/workspace.mjs';

const only = process.argv.slice(2);
const unknown = only.filter((dir) => !apps.some((app) => app.dir === dir));
if (unknown.length > 0) {
  console.error(`build: unknown app ${unknown.join(', ')} (apps: ${apps.map((app) => app.dir).join(', ')})`);
  process.exit(1);
}
const started = performance.now();
const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);
// The illustrations (the builds import them) come first; the configurations load meanwhile.
const illustrations = run(process.execPath, ['scripts/images/generate.mjs', ...only]);

// What the rspack CLI sets for a production build.
process.env.NODE_ENV ??= 'production';
const configs = [];
for (const app of apps.filter((a) => only.length === 0 || only.includes(a.dir))) {
  const { default: exported } = await import(pathToFileURL(path.join(repoRoot, app.dir, 'rspack.config.mjs')).href);
  const made = typeof exported === 'function' ? await exported({}, { mode: 'production' }) : exported;
  configs.push(...[made].flat());
}
// The CLI's stats for a configuration without its own: errors, warnings and the time of each build.
for (const config of configs) config.stats ??= { preset: 'errors-warnings', timings: true, logging: false };
await illustrations;

const compiler = rspack(configs);
const stats = await new Promise((resolve, reject) =>
  compiler.run((error, result) => (error ? reject(error) : resolve(result))),
);
await new Promise((resolve) => compiler.close(resolve));
console.log(stats.toString({ children: configs.map((config) => config.stats), colors: process.stdout.isTTY }));
if (stats.hasErrors()) process.exit(1);
console.log(`production build of ${only.length > 0 ? only.join(', ') : 'all apps'}: ${seconds(started)} s`);
