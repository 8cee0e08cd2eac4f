import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { healthShellOrigin, opsToken, startHealthSite } from '../support/healthSite';
import type { HealthJson } from '../support/healthSite';
import { appReady, text } from '../support/site';
import { axeViolations } from '../support/axe';

/**
 * Release health from real visits: the composed production build's shell, its beacons going to an
 * API of its own, `npm run health` reading what they stored.
 */
test.describe.configure({ mode: 'serial' });

let site: Awaited<ReturnType<typeof startHealthSite>>;
let stopSite: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  site = await startHealthSite();
  stopSite = site.stop;
});

test.afterAll(async () => {
  await stopSite?.();
});

/** Opens a page and waits until release health is collecting (after hydration, at idle). */
async function visit(page: Page, path: string) {
  await page.goto(`${healthShellOrigin}${path}`);
  await appReady(page);
  await expect(page.locator('html[data-release-health="on"]')).toBeAttached();
}

/** LCP and CLS are final only once the page is hidden: leaving it sends the beacon. */
const leave = (page: Page) => page.goto('about:blank');

const totals = (report: HealthJson) =>
  report.builds.reduce(
    (sum, build) => ({ views: sum.views + build.views, loadFailures: sum.loadFailures + build.loadFailures }),
    { views: 0, loadFailures: 0 },
  );

test('page views on two remotes produce beacons; the CLI shows views, p75 LCP, CLS, and INP after a click', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await visit(page, '/view-blog/3');
  await page.getByRole('main').getByRole('heading', { level: 1 }).click();
  // The browser times an interaction once its next frame is painted; leaving before then loses INP.
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  await leave(page);
  await visit(page, '/about');
  await leave(page);

  // Beacons arrive when the pages are left; the CLI reads what the API stored by then.
  await expect
    .poll(
      async () => {
        const [live] = (await site.health('mf-blog')).builds;
        return {
          views: (live?.views ?? 0) > 0,
          LCP: typeof live?.p75.LCP,
          CLS: typeof live?.p75.CLS,
          INP: typeof live?.p75.INP,
        };
      },
      { timeout: 30_000 },
    )
    .toEqual({ views: true, LCP: 'number', CLS: 'number', INP: 'number' });
  const blog = await site.health('mf-blog');
  expect(blog.remote).toBe('mf_blog');
  expect(blog.builds[0]?.loadFailures).toBe(0);
  await expect
    .poll(async () => totals(await site.health('mf-marketing')).views, { timeout: 30_000 })
    .toBeGreaterThan(0);
});

test('a remote whose server is down shows as load failures of that remote only', async ({ page }) => {
  test.setTimeout(120_000);
  await site.stopCareers();
  await visit(page, '/careers');
  await expect(page.getByRole('main').getByRole('alert').first()).toContainText(text.unavailable);
  await leave(page);

  await expect
    .poll(async () => totals(await site.health('mf-careers')).loadFailures, { timeout: 30_000 })
    .toBeGreaterThan(0);
  expect(totals(await site.health('mf-careers')).views).toBeGreaterThan(0);
  expect(totals(await site.health('mf-blog')).loadFailures).toBe(0);
  expect(totals(await site.health('mf-marketing')).loadFailures).toBe(0);
});

/** Visits a page of the remote again and again (each visit a page view) until `work` settles. */
async function visitUntil<T>(page: Page, path: string, work: Promise<T>): Promise<T> {
  let done = false;
  const settled = work.finally(() => {
    done = true;
  });
  while (!done) {
    await visit(page, path);
    await leave(page);
  }
  return settled;
}

type DeployState = { log: Array<{ kind: string; from?: string; to?: string; reason?: string }> };

test('deploy --guard: a good build stays live; a build that fails in browsers rolls itself back', async ({ page }) => {
  test.setTimeout(300_000);
  const suffix = Date.now().toString(36);
  const [goodId, badId] = [`guard-good-${suffix}`, `guard-bad-${suffix}`];
  const good = await site.blogBuild(goodId, false);
  const bad = await site.blogBuild(badId, true);

  const kept = await visitUntil(page, '/view-blog/3', site.deployBlog(['--guard', '--from', good]));
  expect(kept.output).toContain('guard: healthy');
  expect(kept.code, kept.output).toBe(0);

  const guarded = await visitUntil(page, '/view-blog/3', site.deployBlog(['--guard', '--from', bad]));
  expect(guarded.output).toContain(`release ${badId} was rolled back by the guard`);
  expect(guarded.code, guarded.output).toBe(2);
  // Both builds' figures were printed, one table row each.
  expect(guarded.output).toMatch(new RegExp(`^${badId} +\\d{4}-`, 'm'));
  expect(guarded.output).toMatch(new RegExp(`^${goodId} +\\d{4}-`, 'm'));

  const config = JSON.parse(await readFile(join(site.shellDir, 'site-config.json'), 'utf8')) as {
    remotes: Record<string, string>;
  };
  expect(config.remotes.mf_blog).toContain(`/releases/${goodId}/mf-manifest.json`);
  // The pages were re-rendered with the previous build again.
  const html = await (await fetch(`${healthShellOrigin}/view-blog/3`)).text();
  expect(html).toContain(`/releases/${goodId}/mf-manifest.json`);
  expect(html).not.toContain(badId);
  const state = JSON.parse(await readFile(join(site.releasesDir, 'mf-blog.json'), 'utf8')) as DeployState;
  const rollback = state.log.at(-1);
  expect(rollback).toMatchObject({ kind: 'rollback', from: badId, to: goodId });
  expect(rollback?.reason).toMatch(/^deploy guard: failure rate/);
});

test('the team view needs the ops token, then draws the builds from real beacons with deploy markers', async ({
  browser,
  request,
}) => {
  for (const path of ['/ops/health', '/ops/health/data?remote=mf_blog', '/ops/health/view.js']) {
    const refused = await request.get(`${site.apiUrl}${path}`);
    expect(refused.status()).toBe(401);
    const body = await refused.text();
    expect(body).not.toContain('mf_blog');
    expect(body).not.toContain('guard-');
  }
  const wrong = await request.get(`${site.apiUrl}/ops/health/data?remote=mf_blog`, {
    headers: { Authorization: 'Bearer not-the-token' },
  });
  expect(wrong.status()).toBe(401);

  const context = await browser.newContext({ httpCredentials: { username: 'ops', password: opsToken } });
  const page = await context.newPage();
  await page.goto(`${site.apiUrl}/ops/health?remote=mf_blog`);
  await expect(page.locator('html[data-drawn="mf_blog"]')).toBeAttached();
  // One chart per figure, each with a series per build that sent beacons.
  await expect(page.locator('.chart canvas')).toHaveCount(7);
  const series = Number(await page.locator('#chart-views').getAttribute('data-series'));
  expect(series).toBeGreaterThanOrEqual(2);
  await expect(page.locator('#markers li.deploy').first()).toBeVisible();
  await expect(page.locator('#markers li.rollback').first()).toContainText('deploy guard: failure rate');
  await expect(page.locator('#builds tbody tr').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});
