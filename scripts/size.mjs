#!/usr/bin/env node
/**
 * `npm run size`: first-load JavaScript of every route of the production build, measured in a
 * real browser — every script the page fetched until the network was idle (no scrolling), raw and
 * gzip. Needs the composition running (`npm start`) or starts it itself.
 */
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';
import { ensureComposition } from './lib/composition.mjs';

const budgetKb = 170;
const routes = [
  '/',
  '/about',
  '/all-services/view-service/web',
  '/all-services/industries/travel',
  '/all-services/research&development/ai',
  '/projects',
  '/view-project/comboseek',
  '/all-blogs',
  '/blog/javascript',
  '/view-blog/1',
  '/all-members',
  '/remote-resources',
  '/gallery',
  '/careers',
  '/careers/apply',
  '/careers/internship/apply',
  '/privacypolicy',
  '/termsandcondition',
  '/contact',
  '/checkchatbox',
];

const kb = (bytes) => (bytes / 1024).toFixed(1);

const composition = await ensureComposition();
const browser = await chromium.launch(chromiumLaunchOptions);
const rows = [];
try {
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script') return;
      try {
        scripts.set(response.url(), await response.body());
      } catch {
        /* a response without a body (redirect) carries no script */
      }
    });
    await page.goto(`${composition.baseUrl}${route}`, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor();
    const bodies = [...scripts.values()];
    const raw = bodies.reduce((sum, b) => sum + b.length, 0);
    const gzip = bodies.reduce((sum, b) => sum + zlib.gzipSync(b, { level: 9 }).length, 0);
    rows.push({ route, files: bodies.length, raw, gzip });
    await context.close();
  }
} finally {
  await browser.close();
  await composition.stop();
}

console.log(`| route | scripts | raw KB | gzip KB |\n|---|---:|---:|---:|`);
for (const r of rows) console.log(`| ${r.route} | ${r.files} | ${kb(r.raw)} | ${kb(r.gzip)} |`);
const worst = rows.reduce((a, b) => (b.gzip > a.gzip ? b : a));
console.log(`\nlargest first load: ${worst.route} ${kb(worst.gzip)} KB gzip (budget ${budgetKb} KB)`);
if (worst.gzip > budgetKb * 1024) process.exitCode = 1;
