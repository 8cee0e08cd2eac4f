#!/usr/bin/env node
/**
 * `npm run longtasks`: what blocks the main thread while a page loads. Chromium at 390×844 with the
 * CPU throttled 4× (CDP), each route loaded RUNS times from a fresh context, traced until the
 * network is idle plus 1.5 s. Prints, per route, the blocking time of each run (the sum of the part
 * of every long task over 50 ms) and the median run's long tasks with what ran in them (script
 * evaluated, function called, layout, style), and how often the page's style was recalculated whole.
 *   npm run longtasks                       # the default routes, 5 runs each
 *   npm run longtasks -- --runs 1 /         # one load of one route (CI's short mode)
 * Uses a running composition (`npm start`) or starts one. Figures are reported, never asserted.
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from 'e2e/chromium';
import { ensureComposition } from './lib/composition.mjs';
import { longTasksOf, styleRecalcsOf } from './lib/traceTasks.mjs';

const defaultRoutes = ['/', '/all-blogs', '/view-blog/1', '/view-project/comboseek', '/contact'];
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
const routes = args.filter((arg, index) => arg.startsWith('/') && index !== runsAt + 1);
const traceCategories = 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute';

async function traceLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...data.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: traceCategories, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' });
  await page.waitForTimeout(1500); // the idle-time work after the load (islands in view) is part of it
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  const tasks = longTasksOf(events);
  return { tasks, blocking: tasks.reduce((sum, task) => sum + task.blocking, 0), styles: styleRecalcsOf(events) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const composition = await ensureComposition();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const route of routes.length > 0 ? routes : defaultRoutes) {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await traceLoad(browser, `${composition.baseUrl}${route}`));
    const blocking = results.map((result) => result.blocking);
    const typical = results.find((result) => result.blocking === median(blocking)) ?? results[0];
    console.log(`\n${route}: blocking ${median(blocking)} ms median (runs: ${blocking.join(', ')} ms), 4× CPU, 390 px`);
    const wholePage = results.map((result) => result.styles.wholePage);
    const styleMs = results.map((result) => result.styles.ms);
    console.log(
      `style recalculations of the whole page (${typical.styles.elements} elements): ${median(wholePage)} median (runs: ${wholePage.join(', ')}); all style recalculation ${median(styleMs)} ms median (runs: ${styleMs.join(', ')} ms)`,
    );
    console.log('| at ms | task ms | over 50 ms | largest work inside |\n|---:|---:|---:|---|');
    for (const task of typical.tasks)
      console.log(`| ${task.at} | ${task.duration} | ${task.blocking} | ${task.what.join('; ')} |`);
  }
} finally {
  await browser.close();
  await composition.stop();
}
