#!/usr/bin/env node
/**
 * `npm run size`: first-load JavaScript of every route of the production build, raw and gzip, read
 * from the build (scripts/lib/firstLoad.mjs): the scripts the route's prerendered HTML loads (the
 * shell's entry, the route remote's entry and its page's synchronous chunks) plus the shell's boot
 * chunks, each file's bytes from dist/.
 *
 * A browser sample keeps that model honest: one page of every kind (route key: one service page of
 * nine, one article of six, …) is loaded in Chromium's headless shell (1366×900, no scrolling, no
 * input) and every script it requested until it was hydrated (the shell marks <html>) is recorded.
 * Each sampled page must have requested exactly its HTML's scripts plus the same boot chunks as every
 * other page; the boot chunks are read from the sample. The sampled pages also show what they
 * requested until the network was idle (islands that hydrate when the browser is idle).
 * `--check` fails when a route's first load exceeds its budget in scripts/size-budget.json by more
 * than 1 KB gzip (CI runs it); `--update-budget` writes the figures as the new budgets.
 * Needs the composition running (`npm start`) or starts it itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { headlessShellLaunchOptions } from 'e2e/chromium';
import { ensureComposition } from './lib/composition.mjs';
import { bytesOf, htmlFileOf, scriptsInHtml } from './lib/firstLoad.mjs';
import { pool } from './lib/pool.mjs';
import { repoRoot } from './lib/workspace.mjs';

/** @type {typeof import('../packages/contracts/src/index.ts')} */
const { sitePages } = await tsImport('@codecrush/contracts', import.meta.url);

const goalKb = 170;
const toleranceKb = 1;
const budgetFile = path.join(repoRoot, 'scripts', 'size-budget.json');
/** Every concrete page of the site, from the route table (the pages the prerenderer renders). */
const pages = sitePages();
const routes = pages.map((page) => page.path);
/** The browser sample: the first page of every kind. */
const sample = pages
  .filter((page, i) => pages.findIndex((other) => other.key === page.key) === i)
  .map((page) => page.path);

/** Pages loaded at once: each waits mostly for its network to go idle. */
const concurrentPages = 3;

const kb = (bytes) => (bytes / 1024).toFixed(1);

/* global document, window, MutationObserver -- recordHydration and the evaluate callback run in the page */
/** Records, in the page, when the shell marked it hydrated (performance.now()). */
function recordHydration() {
  new MutationObserver((_, observer) => {
    if (document.documentElement?.dataset.appReady !== 'true') return;
    Object.assign(window, { hydratedAt: performance.now() });
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app-ready'] });
}

/** The script URLs one page requested before it was hydrated, and all of them until the network was idle. */
async function requestedScripts(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(recordHydration);
  const scripts = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scripts.add(response.url());
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
  return { first: [...scripts].filter((src) => early.includes(src)), untilIdle: [...scripts] };
}

const htmlScripts = (baseUrl, route) => scriptsInHtml(fs.readFileSync(htmlFileOf(route), 'utf8'), `${baseUrl}${route}`);

/**
 * The sampled pages in the browser; the boot chunks they share. Throws when a page requested other
 * scripts than its HTML's plus the boot chunks, or did not request one of its HTML's.
 */
async function browserSample(baseUrl) {
  const browser = await chromium.launch(headlessShellLaunchOptions);
  let measured;
  try {
    measured = await pool(sample, concurrentPages, async (route) => ({
      route,
      html: htmlScripts(baseUrl, route),
      ...(await requestedScripts(browser, `${baseUrl}${route}`)),
    }));
  } finally {
    await browser.close();
  }
  const problems = [];
  const bootOf = ({ first, html }) => first.filter((url) => !html.includes(url)).sort();
  const boot = bootOf(measured[0]);
  for (const page of measured) {
    const missing = page.html.filter((url) => !page.first.includes(url));
    if (missing.length > 0)
      problems.push(`${page.route}: its HTML names ${missing.join(', ')}, not loaded before hydration`);
    const extra = bootOf(page).filter((url) => !boot.includes(url));
    const lacking = boot.filter((url) => !bootOf(page).includes(url));
    if (extra.length > 0 || lacking.length > 0)
      problems.push(
        `${page.route}: before hydration it loaded [${extra.join(', ')}] beyond its HTML and the boot chunks of ${measured[0].route}, and not [${lacking.join(', ')}]`,
      );
  }
  if (problems.length > 0)
    throw new Error(`The first-load model of the build does not match the browser:\n  ${problems.join('\n  ')}`);
  return { boot, measured: new Map(measured.map((page) => [page.route, page])) };
}

const composition = await ensureComposition();
let sampled;
try {
  sampled = await browserSample(composition.baseUrl);
} finally {
  await composition.stop();
}
const rows = routes.map((route) => {
  const first = bytesOf(new Set([...htmlScripts(composition.baseUrl, route), ...sampled.boot]));
  const inBrowser = sampled.measured.get(route);
  return { route, ...first, idle: inBrowser && bytesOf(new Set(inBrowser.untilIdle)) };
});

console.log(
  `first load read from the build; until idle measured in Chromium on ${sample.length} pages (one of every kind)\n`,
);
console.log('| route | scripts | raw KB | gzip KB (first load) | scripts until idle | gzip KB until idle |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of rows)
  console.log(
    `| ${r.route} | ${r.files} | ${kb(r.raw)} | ${kb(r.gzip)} | ${r.idle ? r.idle.files : '–'} | ${r.idle ? kb(r.idle.gzip) : '–'} |`,
  );
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
