#!/usr/bin/env node
/**
 * `npm run font-shift`: the layout shift the web font's arrival causes, per route. The font files
 * are held back (`--delay`, default 3000 ms) so the page paints, hydrates and settles in the
 * fallback font and the swap happens well after, as on a slow phone; then the shifts recorded after the font arrived
 * are summed (a CLS-like figure, in a 390 px viewport). 0 means the swap moves nothing.
 * Needs the composition running (`npm start`) or starts it itself.
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from 'e2e/chromium';
import { ensureComposition } from './lib/composition.mjs';

const args = process.argv.slice(2);
const delayIndex = args.indexOf('--delay');
const delayMs = delayIndex >= 0 ? Number(args[delayIndex + 1]) : 3000;
const routes = args.filter((arg, i) => arg.startsWith('/') && (delayIndex < 0 || i !== delayIndex + 1));
const measured =
  routes.length > 0 ? routes : ['/careers', '/remote-resources', '/view-project/comboseek', '/view-blog/1', '/about'];

/* global document, window, requestAnimationFrame -- the init script and the evaluate callbacks run in the page */
function recordShifts() {
  const shifts = [];
  Object.assign(window, { fontShifts: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (!entry.hadRecentInput && !shifts.some((s) => s.at === entry.startTime))
        shifts.push({ at: entry.startTime, value: entry.value });
  }).observe({ type: 'layout-shift', buffered: true });
}

const { baseUrl, stop } = await ensureComposition();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const route of measured) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.route(/\.woff2$/, async (request) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await request.continue();
    });
    await page.addInitScript(recordShifts);
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'load' });
    // The boot adds Inter's faces once the page is idle and their file has arrived (webFont.ts).
    await page.waitForFunction(
      () => [...document.fonts].some((face) => face.family.includes('Inter Variable') && face.status === 'loaded'),
      undefined,
      { timeout: delayMs + 15_000 },
    );
    const fontArrivedAt = await page.evaluate(() =>
      Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('.woff2'))
          .map((e) => e.responseEnd),
      ),
    );
    // Two frames after the swap, so its layout shift (if any) is recorded.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(() => window.fontShifts);
    const afterFont = shifts.filter((shift) => shift.at >= fontArrivedAt).reduce((sum, shift) => sum + shift.value, 0);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    console.log(`${route.padEnd(28)} after the font ${afterFont.toFixed(4)}   all shifts ${total.toFixed(4)}`);
    await page.close();
  }
} finally {
  await browser.close();
  await stop();
}
