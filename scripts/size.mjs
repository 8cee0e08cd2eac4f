#!/usr/bin/env node
/**
 * `npm run size`: first-load JavaScript of every route of the production build, measured in a
 * real browser (1366×900, no scrolling, no input), raw and gzip:
 * - first load: every script the page requested until it was hydrated (the shell marks <html>);
 * - until idle: everything requested until the network was idle — adds the code of islands that
 *   hydrate when the browser is idle after the load (a form in the first viewport).
 * `--check` fails when a route's first load exceeds its budget in scripts/size-budget.json by more
 * than 1 KB gzip (CI runs it); `--update-budget` writes the measured figures as the new budgets.
 * Needs the composition running (`npm start`) or starts it itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { chromiumLaunchOptions } from 'e2e/chromium';
import { ensureComposition } from './lib/composition.mjs';
import { pool } from './lib/pool.mjs';
import { repoRoot } from './lib/workspace.mjs';

/** @type {typeof import('../packages/contracts/src/index.ts')} */
const { sitePages } = await tsImport('@codecrush/contracts', import.meta.url);

const goalKb = 170;
const toleranceKb = 1;
const budgetFile = path.join(repoRoot, 'scripts', 'size-budget.json');
/** Every concrete page of the site, from the route table (the pages the prerenderer renders). */
const routes = sitePages().map((page) => page.path);

/** Pages measured at once: each waits mostly for its network to go idle. */
const concurrentPages = 3;

const kb = (bytes) => (bytes / 1024).toFixed(1);
/** Gzip sizes by script URL: the shared scripts are on every page (URLs are content-hashed). */
const gzipSizes = new Map();
const gzipSize = (url, body) => {
  if (!gzipSizes.has(url)) gzipSizes.set(url, zlib.gzipSync(body, { level: 9 }).length);
  return gzipSizes.get(url);
};
const gzipOf = (scripts) => scripts.reduce((sum, [url, body]) => sum + gzipSize(url, body), 0);
const rawOf = (scripts) => scripts.reduce((sum, [, body]) => sum + body.length, 0);

/* global document, window, MutationObserver -- recordHydration and the evaluate callback run in the page */
/** Records, in the page, when the shell marked it hydrated (performance.now()). */
function recordHydration() {
  new MutationObserver((_, observer) => {
    if (document.documentElement?.dataset.appReady !== 'true') return;
    Object.assign(window, { hydratedAt: performance.now() });
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app-ready'] });
}

/** The scripts of one route: those requested before hydration, and all of them until network idle. */
async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(recordHydration);
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), await response.body());
    } catch {
      /* a response without a body (redirect) carries no script */
    }
  });
  await page.goto(url);
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.locator('h1').first().waitFor();
  // Resource timing says when each script was requested, in the page's own clock.
  const early = await page.evaluate(() => {
    const hydratedAt = window.hydratedAt ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= hydratedAt)
      .map((entry) => entry.name);
  });
  await context.close();
  const beforeHydration = new Set(early);
  const first = [...scripts].filter(([src]) => beforeHydration.has(src));
  const all = [...scripts];
  return { files: first.length, raw: rawOf(first), gzip: gzipOf(first), idleFiles: all.length, idleGzip: gzipOf(all) };
}

const composition = await ensureComposition();
const browser = await chromium.launch(chromiumLaunchOptions);
let rows = [];
try {
  rows = await pool(routes, concurrentPages, async (route) => ({
    route,
    ...(await measure(browser, `${composition.baseUrl}${route}`)),
  }));
} finally {
  await browser.close();
  await composition.stop();
}

console.log('| route | scripts | raw KB | gzip KB (first load) | scripts until idle | gzip KB until idle |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of rows)
  console.log(`| ${r.route} | ${r.files} | ${kb(r.raw)} | ${kb(r.gzip)} | ${r.idleFiles} | ${kb(r.idleGzip)} |`);
const worst = rows.reduce((a, b) => (b.gzip > a.gzip ? b : a));
console.log(`\nlargest first load: ${worst.route} ${kb(worst.gzip)} KB gzip (goal ${goalKb} KB)`);

if (process.argv.includes('--update-budget')) {
  const budget = Object.fromEntries(rows.map((r) => [r.route, Number(kb(r.gzip))]));
  fs.writeFileSync(budgetFile, `${JSON.stringify(budget, null, 2)}\n`);
  console.log(`budgets written to ${path.relative(repoRoot, budgetFile)}`);
}
if (process.argv.includes('--check')) {
  const budget = JSON.parse(fs.readFileSync(budgetFile, 'utf8'));
  const over = rows.filter((r) => r.gzip / 1024 > (budget[r.route] ?? 0) + toleranceKb);
  for (const r of over)
    console.error(`✗ ${r.route}: ${kb(r.gzip)} KB gzip, budget ${budget[r.route] ?? 'none'} KB (+${toleranceKb} KB)`);
  const missing = routes.filter((route) => budget[route] === undefined);
  for (const route of missing) console.error(`✗ ${route} has no budget in ${path.relative(repoRoot, budgetFile)}`);
  if (over.length > 0 || missing.length > 0) process.exitCode = 1;
  else console.log(`every route within its budget (+${toleranceKb} KB)`);
}
