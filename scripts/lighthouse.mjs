#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse 13 (the `lighthouse` npm package, its default mobile profile
 * with simulated throttling) in Debian's Chromium, on the production composition, for one route
 * per page kind (or the routes given as arguments), median of LIGHTHOUSE_RUNS (3) runs each, in two deploys of the
 * same builds:
 *   - prerendered: the shell as `npm start` serves it (every route's HTML prerendered, hydrated);
 *   - client-rendered: the same shell build without its prerendered pages (the SPA fallback for
 *     every path) — how the site was served before prerendering, for comparison.
 * Its servers run on a composition of its own (build-config's portPlan.mjs; a running `npm start` is
 * left alone); the API is not started (no form is sent). `--only prerendered` skips the comparison.
 * `--layouts` compares the per-port composition with the one-origin layout through nginx (`npm run nginx`) instead.
 * `--scripts` compares the prerendered pages with their scripts and with every script blocked
 * (Lighthouse's `blockedUrlPatterns: ['*.js']`: the page as HTML and CSS alone) instead, and checks
 * each route against the bar that scripts only add: performance with them ≥ blocked − 3 and TBT with
 * them ≤ blocked + 100 ms (printed, never asserted: the figures follow the machine's load).
 * Prints performance, accessibility, best practices, SEO, LCP, TBT and CLS per route and mode, and
 * Lighthouse's benchmark index of the machine (its CPU speed as Lighthouse measured it, per run).
 * Lighthouse and chrome-launcher are not part of the workspace install: the first run installs them
 * in tools/lighthouse/ from its lockfile (scripts/lib/tools.mjs).
 */
import { cp, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { chromiumArgs, chromiumExecutable } from 'e2e/chromium';
import { compositionShifts, offsetFrom } from '@codecrush/build-config/port-plan';
import { importFrom, toolRequire } from './lib/tools.mjs';

const tool = toolRequire('lighthouse', 'lighthouse');
const { default: lighthouse } = await importFrom(tool, 'lighthouse');
const chromeLauncher = await importFrom(tool, 'chrome-launcher');

// The composition's own ports (portPlan.mjs). build-config reads the env when loaded.
process.env.PORT_OFFSET = String(offsetFrom(process.env) + compositionShifts.lighthouse);
const { createSiteConfig, host, plannedPort, portOf } = await import('@codecrush/build-config/runtime');
const { composeServers } = await import('./lib/composeServers.mjs');
const { serveApp } = await import('@codecrush/server');
const { distOf } = await import('./lib/workspace.mjs');

/** @type {typeof import('../packages/contracts/src/index.ts')} */
const { sitePages } = await tsImport('@codecrush/contracts', import.meta.url);
/** One route per page kind (the first page of each indexable key of the page list). */
const defaultRoutes = sitePages()
  .filter((page) => page.indexable)
  .filter((page, index, pages) => pages.findIndex((other) => other.key === page.key) === index)
  .map((page) => page.path);
const chosenRoutes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const routes = chosenRoutes.length > 0 ? chosenRoutes : defaultRoutes;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const onlyPrerendered = process.argv.includes('--only') && process.argv.includes('prerendered');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The shell build without its prerendered pages: every path gets the plain shell (SPA fallback). */
async function clientRenderedShell(config) {
  const distDir = await mkdtemp(path.join(tmpdir(), 'lighthouse-spa-shell-'));
  await cp(distOf('shell'), distDir, { recursive: true });
  for (const entry of await readdir(distDir, { withFileTypes: true })) {
    const prerendered = entry.isDirectory() && entry.name !== 'static';
    if (prerendered || ['index.html', '404.html'].includes(entry.name))
      await rm(path.join(distDir, entry.name), { recursive: true, force: true });
  }
  await rename(path.join(distDir, 'shell-template.html'), path.join(distDir, 'index.html'));
  await writeFile(path.join(distDir, 'site-config.json'), JSON.stringify(config));
  const port = plannedPort('lighthouseClientShell');
  const server = await serveApp({ distDir, port, host, isHost: true, config });
  return {
    origin: `http://localhost:${port}`,
    stop: async () => {
      await server.close();
      await rm(distDir, { recursive: true, force: true });
    },
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run; a run Lighthouse itself reports as broken (e.g. NO_NAVSTART) is redone, twice at most. */
async function audit(chromePort, url, blockScripts, attempt = 1) {
  const options = {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    ...(blockScripts ? { blockedUrlPatterns: ['*.js'] } : {}),
  };
  const result = await lighthouse(url, options);
  const error = result ? result.lhr.runtimeError : { message: 'no result' };
  if (!error) return result.lhr;
  if (attempt < 3) return audit(chromePort, url, blockScripts, attempt + 1);
  throw new Error(`${url}: ${error.message}`);
}

/** One route, `runs` times; the run with the median performance score is reported. */
async function measure(chromePort, url, blockScripts) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const lhr = await audit(chromePort, url, blockScripts);
    results.push({
      scores: Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
    });
  }
  const middle = median(results.map((result) => result.scores.performance));
  const typical = results.find((result) => result.scores.performance === middle) ?? results[0];
  return { ...typical, benchmarkIndexes: results.map((result) => result.benchmarkIndex) };
}

/**
 * `--layouts`: the same builds on one origin through nginx (`npm run nginx` on its own copy of the
 * shell's files, prerendered for one origin) beside the per-port composition, instead of the SPA.
 */
async function oneOriginSite() {
  const { serveWithNginx } = await import('./lib/nginxSite.mjs');
  const workDir = await mkdtemp(path.join(tmpdir(), 'lighthouse-one-origin-'));
  await cp(distOf('shell'), path.join(workDir, 'shell'), { recursive: true });
  const site = await serveWithNginx({
    ...process.env,
    NGINX_PORT: String(plannedPort('lighthouseNginx')),
    SHELL_DIST: path.join(workDir, 'shell'),
    API_DATA_DIR: path.join(workDir, 'api'),
  });
  return {
    origin: site.origin,
    stop: async () => {
      await site.stop();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

const compareLayouts = process.argv.includes('--layouts');
const compareScripts = process.argv.includes('--scripts');
const stopSite = await composeServers({ startApi: false });
const spa =
  onlyPrerendered || compareLayouts || compareScripts ? null : await clientRenderedShell(createSiteConfig(process.env));
const oneOrigin = compareLayouts ? await oneOriginSite() : null;
const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutable,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
const shellOrigin = `http://localhost:${portOf('shell')}`;
const modes = [
  { label: compareLayouts ? 'per-port' : 'prerendered', origin: shellOrigin, blockScripts: false },
  ...(spa ? [{ label: 'client-rendered', origin: spa.origin, blockScripts: false }] : []),
  ...(oneOrigin ? [{ label: 'one-origin', origin: oneOrigin.origin, blockScripts: false }] : []),
  ...(compareScripts ? [{ label: 'scripts blocked', origin: shellOrigin, blockScripts: true }] : []),
];
/** `--scripts`: whether a route meets the bar, from its two medians. */
const scriptsOnlyAdd = (withScripts, blocked) =>
  `perf ${withScripts.scores.performance} vs ${blocked.scores.performance} − 3: ${withScripts.scores.performance >= blocked.scores.performance - 3 ? 'met' : 'NOT met'}; ` +
  `TBT ${Math.round(withScripts.tbtMs)} vs ${Math.round(blocked.tbtMs)} + 100 ms: ${withScripts.tbtMs <= blocked.tbtMs + 100 ? 'met' : 'NOT met'}`;
console.log(`Lighthouse ${runs} run(s) per route, mobile, median by performance score\n`);
console.log('mode             route                     perf  a11y  b-p  seo   LCP ms  TBT ms    CLS  benchmark index');
try {
  // Route by route, each mode in turn: a machine that gets busier during the run weighs on every mode.
  for (const route of routes) {
    const medians = [];
    for (const mode of modes) {
      const measured = await measure(chrome.port, `${mode.origin}${route}`, mode.blockScripts);
      medians.push(measured);
      const { scores, lcpMs, tbtMs, cls, benchmarkIndexes } = measured;
      console.log(
        [
          mode.label.padEnd(16),
          route.padEnd(25),
          String(scores.performance).padStart(4),
          String(scores.accessibility).padStart(5),
          String(scores['best-practices']).padStart(4),
          String(scores.seo).padStart(4),
          String(Math.round(lcpMs)).padStart(8),
          String(Math.round(tbtMs)).padStart(7),
          cls.toFixed(3).padStart(6),
          ` ${benchmarkIndexes.join(', ')}`,
        ].join(' '),
      );
    }
    if (compareScripts) console.log(`${''.padEnd(16)} ${route.padEnd(25)} ${scriptsOnlyAdd(medians[0], medians[1])}`);
  }
} finally {
  chrome.kill();
  await spa?.stop();
  await oneOrigin?.stop();
  await stopSite();
}
