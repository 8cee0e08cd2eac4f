#!/usr/bin/env node
/**
 * `npm run bench:nav`: how fast a click on a link to another remote's page shows that page.
 * Chromium on loopback, CPU throttled 4× (CDP), 1366×900. For five cross-remote navigations, the
 * time from the click to the first frame painted with the new page's h1 — cold (the page's remote
 * not loaded yet) and after hover (the pointer rested on the link first, which preloads it).
 * RUNS (default 5) of each; medians printed. Uses a running composition or starts one.
 *   npm run bench:nav -- --runs 3
 */
/* global document, requestAnimationFrame, MutationObserver -- page callbacks */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from 'e2e/chromium';
import { ensureComposition } from './lib/composition.mjs';

const navigations = [
  { from: '/', to: '/all-blogs', module: 'BlogListPage', h1: 'Our Blog' },
  { from: '/all-blogs', to: '/projects', module: 'ProjectsPage', h1: 'Our Projects' },
  { from: '/projects', to: '/careers', module: 'CareersPage', h1: 'Careers at CodeCrush' },
  { from: '/careers', to: '/contact', module: 'ContactPage', h1: 'Contact Us' },
  { from: '/contact', to: '/about', module: 'AboutPage', h1: 'About CodeCrush' },
];
const runsAt = process.argv.indexOf('--runs');
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 5;

/** In the page: clicks the link and resolves with ms from the click to the frame that shows `h1`. */
function clickAndTime({ to, h1 }) {
  const anchor = document.querySelector(`a[href="${to}"]`);
  if (!anchor) throw new Error(`no link to ${to}`);
  return new Promise((resolve) => {
    const started = performance.now();
    const shown = () => document.querySelector('main h1')?.textContent === h1;
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      // The frame that paints it: its animation-frame callback runs right before the paint.
      requestAnimationFrame(() => resolve(performance.now() - started));
    });
    observer.observe(document.querySelector('main') ?? document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    anchor.click();
  });
}

async function measure(browser, baseUrl, navigation, hover) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${baseUrl}${navigation.from}`, { waitUntil: 'networkidle' });
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
  if (hover) {
    const chunk = page.waitForResponse((response) =>
      response.url().includes(`__federation_expose_${navigation.module}.`),
    );
    await page.locator(`a[href="${navigation.to}"]:visible`).first().hover();
    await chunk;
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }
  const ms = await page.evaluate(clickAndTime, navigation);
  await context.close();
  return ms;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const composition = await ensureComposition();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  console.log(`click to content, ms (median of ${runs}, 4× CPU, loopback)\n`);
  console.log('| navigation | cold | after hover |\n|---|---:|---:|');
  for (const navigation of navigations) {
    const cold = [];
    const warm = [];
    for (let run = 0; run < runs; run += 1) {
      cold.push(await measure(browser, composition.baseUrl, navigation, false));
      warm.push(await measure(browser, composition.baseUrl, navigation, true));
    }
    console.log(
      `| ${navigation.from} → ${navigation.to} | ${Math.round(median(cold))} | ${Math.round(median(warm))} |`,
    );
  }
} finally {
  await browser.close();
  await composition.stop();
}
