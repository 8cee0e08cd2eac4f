#!/usr/bin/env node
/**
 * `npm run longtasks`: what blocks the main thread while a page loads. Chromium at 390×844 with the
 * CPU throttled 4× (CDP), each route loaded RUNS times from a fresh context, traced until the
 * network is idle plus 1.5 s. Prints, per route, the blocking time of each run (the sum of the part
 * of every long task over 50 ms) and the median run's long tasks with what ran in them (script
 * evaluated, function called, layout, style) and whose code ran longest in each (its owner), and how
 * often the page's style was recalculated whole.
 *   npm run longtasks                       # the default routes, 5 runs each
 *   npm run longtasks -- --runs 1 /         # one load of one route
 *   npm run longtasks -- --guard            # npm test's guard: scripts/longtask-guard.json
 *   npm run longtasks -- --by-source /      # also: the median run's script time by source package
 * The guard loads its route several times at a slowdown calibrated to this machine's speed and
 * fails when a long task belongs to code not listed as a known gap in scripts/longtask-guard.json.
 * Uses a running composition (`npm start`) or starts one.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from 'e2e/chromium';
import { calibrationMs } from './lib/cpuCalibration.mjs';
import { ensureComposition } from './lib/composition.mjs';
import { calibratedSlowdown, codeTasksOf, guardVerdict, ownerOf, scriptKinds } from './lib/longTaskGuard.mjs';
import { selfTimeBySource, sourceMaps } from './lib/selfTime.mjs';
import { longTasksOf, samplesOf, styleRecalcsOf } from './lib/traceTasks.mjs';

const defaultRoutes = ['/', '/all-blogs', '/view-blog/1', '/view-project/comboseek', '/contact'];
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
const routes = args.filter((arg, index) => arg.startsWith('/') && index !== runsAt + 1);
const guardMode = args.includes('--guard');
const bySource = args.includes('--by-source');
const traceCategories =
  'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,disabled-by-default-v8.cpu_profiler';

async function traceLoad(browser, url, { slowdown, kindOf }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
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
  const samples = samplesOf(events);
  const tasks = longTasksOf(events).map((task) => ({ ...task, owner: ownerOf(task, samples, kindOf) }));
  return {
    tasks,
    samples: samples.length,
    scriptSamples: bySource ? samples.filter((sample) => sample.url !== '') : [],
    blocking: tasks.reduce((sum, task) => sum + task.blocking, 0),
    styles: styleRecalcsOf(events),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function printTasks(tasks) {
  console.log('| at ms | task ms | over 50 ms | owner | largest work inside |\n|---:|---:|---:|---|---|');
  for (const task of tasks)
    console.log(`| ${task.at} | ${task.duration} | ${task.blocking} | ${task.owner} | ${task.what.join('; ')} |`);
}

async function report(browser, baseUrl, kindOf) {
  for (const route of routes.length > 0 ? routes : defaultRoutes) {
    const results = [];
    for (let run = 0; run < runs; run += 1)
      results.push(await traceLoad(browser, `${baseUrl}${route}`, { slowdown: 4, kindOf }));
    const blocking = results.map((result) => result.blocking);
    const typical = results.find((result) => result.blocking === median(blocking)) ?? results[0];
    console.log(`\n${route}: blocking ${median(blocking)} ms median (runs: ${blocking.join(', ')} ms), 4× CPU, 390 px`);
    const wholePage = results.map((result) => result.styles.wholePage);
    const styleMs = results.map((result) => result.styles.ms);
    console.log(
      `style recalculations of the whole page (${typical.styles.elements} elements): ${median(wholePage)} median (runs: ${wholePage.join(', ')}); all style recalculation ${median(styleMs)} ms median (runs: ${styleMs.join(', ')} ms)`,
    );
    printTasks(typical.tasks);
    if (bySource) await printBySource(typical.scriptSamples);
  }
}

/** The median run's script time (the code's own, every task) by script and source package. */
async function printBySource(samples) {
  const maps = sourceMaps();
  for (const url of new Set(samples.map((sample) => sample.url))) await maps.load(url);
  const rows = selfTimeBySource(samples, maps.sourceOf);
  console.log('\nscript time by source package (the median run, ms):\n| script | package | ms |\n|---|---|---:|');
  for (const row of rows.slice(0, 20)) console.log(`| ${row.script} | ${row.package} | ${row.ms.toFixed(1)} |`);
}

/** The guard: true when code held no more long tasks than `codeTasks` in most loads. */
async function guard(browser, baseUrl, kindOf) {
  const settings = JSON.parse(readFileSync(new URL('longtask-guard.json', import.meta.url), 'utf8'));
  const measuredMs = await calibrationMs(browser);
  const slowdown = calibratedSlowdown(measuredMs, settings.calibration);
  console.log(
    `long-task guard of ${settings.route}: calibration ${measuredMs} ms (reference ${settings.calibration.referenceMs} ms at ${settings.calibration.slowdown}×) → ${slowdown}× CPU, ${settings.loads} loads`,
  );
  const loads = [];
  for (let load = 0; load < settings.loads; load += 1) {
    const { tasks, samples } = await traceLoad(browser, `${baseUrl}${settings.route}`, { slowdown, kindOf });
    // Without the profiler's samples every task would read as the browser's work and the guard pass unseeing.
    if (samples === 0)
      throw new Error('long-task guard: the trace holds no CPU samples of the page, so no task can be attributed');
    console.log(`\nload ${load + 1}: ${codeTasksOf(tasks)} long tasks of code`);
    printTasks(tasks);
    loads.push(tasks);
  }
  const verdict = guardVerdict(loads, settings);
  const summary = `long tasks of code per load: ${verdict.counts.join(', ')}; at most ${settings.codeTasks} allowed (${settings.why})`;
  if (verdict.passed) console.log(`\nlong-task guard: passed. ${summary}`);
  else
    console.error(
      `\nlong-task guard: FAILED. ${summary}. ${verdict.over} of ${settings.loads} loads had more: a change added a task over 50 ms to the start-up of ${settings.route}; split or defer that work (the tables above name whose code ran in each task).`,
    );
  return verdict.passed;
}

const composition = await ensureComposition();
const browser = await chromium.launch(chromiumLaunchOptions);
let passed = true;
try {
  const baseUrl = composition.baseUrl;
  const [shellManifest, siteConfig] = await Promise.all(
    ['mf-manifest.json', 'site-config.json'].map(async (file) => (await fetch(`${baseUrl}/${file}`)).json()),
  );
  const kindOf = scriptKinds({ shellBase: `${baseUrl}/`, shellManifest, remotes: siteConfig.remotes });
  if (guardMode) passed = await guard(browser, baseUrl, kindOf);
  else await report(browser, baseUrl, kindOf);
} finally {
  await browser.close();
  await composition.stop();
}
if (!passed) process.exitCode = 1;
