import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { healthBeaconPath, healthViewsPath } from '@codecrush/contracts';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { healthShellOrigin, opsToken, startHealthSite } from '../support/healthSite';
import type { HealthJson } from '../support/healthSite';
import { appReady, islandHydrated, islandNamed, pageHeading, text } from '../support/site';
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

/**
 * Visits pages again and again (each `visitOnce` one or more page views) until `work` settles;
 * resolves with its result and how many visits `visitOnce` saw fail (it returns true for those).
 */
async function visitUntil<T>(
  page: Page,
  visitOnce: (page: Page) => Promise<boolean>,
  work: Promise<T>,
): Promise<{ result: T; failedVisits: number }> {
  let done = false;
  const settled = work.finally(() => {
    done = true;
  });
  let failedVisits = 0;
  while (!done) {
    if (await visitOnce(page)) failedVisits += 1;
    await leave(page);
  }
  return { result: await settled, failedVisits };
}

/** An article (mf_blog's page); true when the page showed the remote's fallback. */
async function visitArticle(page: Page) {
  await visit(page, '/view-blog/3');
  return page.getByRole('main').getByText(text.unavailable).first().isVisible();
}

/** The blog list, /all-blogs (mf_blog's page); true when it showed the remote's fallback. */
async function visitBlogList(page: Page) {
  await visit(page, '/all-blogs');
  await expect(pageHeading(page)).toBeVisible();
  return page.getByRole('main').getByText(text.unavailable).first().isVisible();
}

/**
 * Home (mf_marketing's page), scrolled down to the blog teaser, mf_blog's fragment, until its island
 * has hydrated or failed; true when it failed (its notice above the served teaser).
 */
async function visitHomeTeaser(page: Page) {
  await visit(page, '/');
  const teaser = islandNamed(page, 'mf_blog/BlogTeaser');
  await teaser.scrollIntoViewIfNeeded();
  const failed = teaser.getByRole('alert');
  await expect(teaser.and(page.locator(`[${islandHydrated}]`)).or(failed)).toBeAttached();
  return failed.isVisible();
}

/** POSTs `body` as a beacon, as a page's sendBeacon does; resolves with the status. */
async function postBeacon(body: unknown): Promise<number> {
  const answer = await fetch(`${site.apiUrl}${healthBeaconPath}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: healthShellOrigin },
    body: JSON.stringify(body),
  });
  return answer.status;
}

/**
 * A real ticket, asked as a page asks, and one genuine beacon of `build` with it (so its token
 * counts); then `count` forged beacons claiming failures of `build`: half with no token (format 1),
 * half replaying the real token with fresh view ids. Resolves with the forged ones' statuses.
 */
async function forgeBeacons(build: string, count: number): Promise<number[]> {
  const asked = await fetch(`${site.apiUrl}${healthViewsPath}`, {
    method: 'POST',
    headers: { origin: healthShellOrigin },
  });
  const ticket = (await asked.json()) as { view: string; token: string };
  const clean = {
    app: 'mf_blog',
    build,
    loadFailures: 0,
    retries: 0,
    fallbacks: 0,
    islandFailures: 0,
    errors: 0,
    hydrationErrors: 0,
  };
  const real = {
    v: 2,
    ...ticket,
    path: '/view-blog/3',
    route: '/view-blog/:id',
    app: 'mf_blog',
    build,
    browser: { family: 'chrome', major: 140 },
    vitals: {},
    counts: [clean],
  };
  expect(await postBeacon(real), 'the real ticket counts').toBe(204);
  const failing = [{ ...clean, loadFailures: 1, fallbacks: 1, islandFailures: 1, errors: 500 }];
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const view = `forged${String(index).padStart(14, '0')}`;
    const forged =
      index % 2 === 0 ? { ...real, v: 1, token: undefined, view, counts: failing } : { ...real, view, counts: failing };
    statuses.push(await postBeacon(forged));
  }
  return statuses;
}

type DeployState = { log: Array<{ kind: string; from?: string; to?: string; reason?: string }> };

/**
 * `badId`, deployed with --guard while visits failed in it, was rolled back to `goodId` by the guard:
 * exit 2, site-config and the re-rendered pages on the good build again, the rollback and its
 * reason in the deploy log.
 */
async function expectRolledBack(
  { result, failedVisits }: { result: { code: number | null; output: string }; failedVisits: number },
  badId: string,
  goodId: string,
) {
  // The planted fault did show in the browser (the guard saw real failures, not a no-op build).
  expect(failedVisits, result.output).toBeGreaterThan(0);
  expect(result.output).toContain(`release ${badId} was rolled back by the guard`);
  expect(result.code, result.output).toBe(2);
  // Both builds' figures were printed, one table row each.
  expect(result.output).toMatch(new RegExp(`^${badId} +\\d{4}-`, 'm'));
  expect(result.output).toMatch(new RegExp(`^${goodId} +\\d{4}-`, 'm'));

  const config = JSON.parse(await readFile(join(site.shellDir, 'site-config.json'), 'utf8')) as {
    remotes: Record<string, string>;
  };
  expect(config.remotes.mf_blog).toContain(`/releases/${goodId}/mf-manifest.json`);
  // The pages were re-rendered with the previous build again.
  const html = await (await fetch(`${healthShellOrigin}/view-blog/3`)).text();
  expect(html).toContain(`/releases/${goodId}/mf-manifest.json`);
  expect(html).not.toContain(badId);
  // Home too (it holds mf_blog's teaser fragment).
  expect(await (await fetch(`${healthShellOrigin}/`)).text()).not.toContain(badId);
  const state = JSON.parse(await readFile(join(site.releasesDir, 'mf-blog.json'), 'utf8')) as DeployState;
  const rollback = state.log.at(-1);
  expect(rollback).toMatchObject({ kind: 'rollback', from: badId, to: goodId });
  expect(rollback?.reason).toMatch(/^deploy guard: failure rate/);
}

/*
 * Render crashes, in a page and in a fragment on another remote's page. A build that fails to load
 * is a failed view alike: its rollback is api/test/releaseGuard.test.ts's, load failures from real
 * visits the test above's (site.blogBuild(id, 'load') still plants one).
 */
test('deploy --guard: a good build stays live under 200 forged beacons; builds whose page or home-page fragment crash while rendering roll themselves back', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const suffix = Date.now().toString(36);
  const goodId = `guard-good-${suffix}`;
  const [listId, teaserId] = [`guard-list-${suffix}`, `guard-teaser-${suffix}`];
  const good = await site.blogBuild(goodId, 'none');
  const list = await site.blogBuild(listId, 'list-render');
  const teaser = await site.blogBuild(teaserId, 'teaser-render');

  // While the good build is watched, 200 forged beacons claim failures of it: none counts.
  const watch = site.deployBlog(['--guard', '--from', good]);
  // Once the good build is live (the guard starts watching right after), the forgery begins.
  const forged = expect
    .poll(async () => readFile(join(site.shellDir, 'site-config.json'), 'utf8'), { timeout: 60_000 })
    .toContain(`/releases/${goodId}/`)
    .then(() => forgeBeacons(goodId, 200));
  const kept = await visitUntil(page, visitArticle, watch);
  expect(await forged).toEqual(Array.from({ length: 200 }, () => 403));
  expect(kept.result.output).toContain('guard: healthy');
  expect(kept.result.code, kept.result.output).toBe(0);
  expect(kept.failedVisits).toBe(0);
  const data = await fetch(`${site.apiUrl}/ops/health/data?remote=mf_blog`, {
    headers: { Authorization: `Bearer ${opsToken}` },
  });
  expect(((await data.json()) as { intake: { rejected: number } }).intake.rejected).toBeGreaterThanOrEqual(200);

  // The blog list page throws while rendering (in browsers: the prerender uses the Node build).
  await expectRolledBack(
    await visitUntil(page, visitBlogList, site.deployBlog(['--guard', '--from', list])),
    listId,
    goodId,
  );

  // The blog teaser, mf_blog's fragment on mf_marketing's home page, throws once its island loads.
  await expectRolledBack(
    await visitUntil(page, visitHomeTeaser, site.deployBlog(['--guard', '--from', teaser])),
    teaserId,
    goodId,
  );
});

/**
 * One page view of mf_blog's `build` as a page of the current format sends it: a real ticket, the
 * device class, the element vitals (LCP, INP) credited to mf_blog's row, FCP and TTFB the page's.
 */
async function sendView(build: string, device: 'mobile' | 'desktop', route: string, lcp: number, inp: number) {
  const asked = await fetch(`${site.apiUrl}${healthViewsPath}`, {
    method: 'POST',
    headers: { origin: healthShellOrigin },
  });
  const ticket = (await asked.json()) as { view: string; token: string };
  const status = await postBeacon({
    v: 2,
    ...ticket,
    path: route.replace(':id', '3'),
    route,
    app: 'mf_blog',
    build,
    device,
    browser: { family: 'chrome', major: 140 },
    vitals: { FCP: lcp / 2, TTFB: 40 },
    counts: [
      {
        app: 'mf_blog',
        build,
        loadFailures: 0,
        retries: 0,
        fallbacks: 0,
        islandFailures: 0,
        errors: 0,
        hydrationErrors: 0,
        vitals: { LCP: lcp, INP: inp },
      },
    ],
  });
  expect(status, `a ${device} view of ${route}`).toBe(204);
}

test('the team view needs the ops token, then draws the builds from real beacons with deploy markers, p75 / p95 and the splits by device and route', async ({
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

  // Besides the real page views (the shell's device class or none), one mobile and one desktop view of a build of its own.
  const build = `team-view-${Date.now().toString(36)}`;
  await sendView(build, 'mobile', '/view-blog/:id', 1000, 100);
  await sendView(build, 'desktop', '/all-blogs', 2000, 300);

  const context = await browser.newContext({ httpCredentials: { username: 'ops', password: opsToken } });
  const page = await context.newPage();
  // The beacons are written within about a second: the page is loaded again until their build shows.
  await expect(async () => {
    await page.goto(`${site.apiUrl}/ops/health?remote=mf_blog`);
    await expect(page.locator('html[data-drawn="mf_blog"]')).toBeAttached();
    await expect(page.getByRole('rowheader', { name: build }).first()).toBeAttached({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  // One chart per figure (LCP, INP, CLS, FCP, TTFB among them), each with a series per build that sent beacons.
  await expect(page.locator('.chart canvas')).toHaveCount(9);
  for (const vital of ['LCP', 'INP', 'CLS', 'FCP', 'TTFB']) {
    await expect(page.getByRole('heading', { name: `${vital} p75 and p95` })).toBeVisible();
  }
  // p75 and p95 of each vital per build: of LCP 1000 and 2000 ms both are 2000 ms's bucket (≤ 4 % above it).
  const builds = page.getByRole('table', { name: 'Newest build first' });
  const ownBuild = builds.getByRole('row').filter({ has: page.getByRole('rowheader', { name: build }) });
  const column = async (name: string) => (await builds.getByRole('columnheader').allTextContents()).indexOf(name) - 1;
  const cellOf = async (name: string) => ownBuild.getByRole('cell').nth(await column(name));
  await expect(await cellOf('Views')).toHaveText('2');
  await expect(await cellOf('LCP p75')).toHaveText(/^20[0-7]\d ms$/);
  await expect(await cellOf('LCP p95')).toHaveText(/^20[0-7]\d ms$/);
  await expect(await cellOf('INP p75')).toHaveText(/^3[01]\d ms$/);
  await expect(await cellOf('FCP p95')).toHaveText(/^10[0-4]\d ms$/);
  await expect(await cellOf('TTFB p75')).toHaveText(/^4[01] ms$/);
  // Split by device class and by route: one view each, with its own p75 LCP.
  const splitRows = (table: string) =>
    page
      .getByRole('table', { name: new RegExp(table) })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: build }) });
  await expect(splitRows('and device class')).toHaveText([
    /desktop\s*1\s*100\.0 %\s*20[0-7]\d ms\s*3[01]\d ms/,
    /mobile\s*1\s*100\.0 %\s*10[0-4]\d ms\s*10[0-4] ms/,
  ]);
  await expect(splitRows('and route pattern')).toHaveText([
    /\/all-blogs\s*1\s*100\.0 %\s*20[0-7]\d ms/,
    /\/view-blog\/:id\s*1\s*100\.0 %\s*10[0-4]\d ms/,
  ]);
  const series = Number(await page.locator('#chart-views').getAttribute('data-series'));
  expect(series).toBeGreaterThanOrEqual(2);
  await expect(page.locator('#markers li.deploy').first()).toBeVisible();
  await expect(page.locator('#markers li.rollback').first()).toContainText('deploy guard: failure rate');
  await expect(page.locator('#builds tbody tr').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});
