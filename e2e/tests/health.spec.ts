import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { healthBeaconPath, healthViewsPath } from '@codecrush/contracts';
import { chromium, expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../support/chromium.mjs';
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

/** Opens a page and waits until release health is collecting: the view's ticket, then (after hydration, at idle) its vitals. */
async function visit(page: Page, path: string) {
  await page.goto(`${healthShellOrigin}${path}`);
  await appReady(page);
  await expect(page.locator('html[data-release-health="on"][data-release-health-vitals="on"]')).toBeAttached();
}

type ElementVitals = { LCP?: number; INP?: number; CLS?: number };
/** What a page sent, as the API received it. */
type SentBeacon = {
  view: string;
  path: string;
  app: string;
  device?: string;
  vitals: ElementVitals & { FCP?: number; TTFB?: number };
  counts: Array<{ app: string; retries: number; vitals?: ElementVitals }>;
};

const beaconsKey = 'e2e-sent-beacons';

/**
 * Records the beacons `page` sends from now on, still sending them: Playwright does not report a
 * beacon sent while the page unloads, so each body is kept in the origin's localStorage as it leaves
 * (which outlives the page), read back with {@link sentBeacons}.
 */
async function recordBeacons(page: Page) {
  await page.addInitScript(
    ({ key, path }) => {
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        if (String(url).endsWith(path) && typeof data === 'string') {
          const kept = JSON.parse(localStorage.getItem(key) ?? '[]') as string[];
          localStorage.setItem(key, JSON.stringify([...kept, data]));
        }
        return send(url, data);
      };
    },
    { key: beaconsKey, path: healthBeaconPath },
  );
}

/** The beacons recorded so far (see {@link recordBeacons}), in the order they were sent. */
async function sentBeacons(page: Page): Promise<SentBeacon[]> {
  const { origins } = await page.context().storageState();
  const kept = origins
    .find((origin) => origin.origin === healthShellOrigin)
    ?.localStorage.find((item) => item.name === beaconsKey)?.value;
  return (JSON.parse(kept ?? '[]') as string[]).map((body) => JSON.parse(body) as SentBeacon);
}

/** The last beacon sent for each view, as the API keeps it. */
const lastPerView = (sent: readonly SentBeacon[]): SentBeacon[] => [
  ...new Map(sent.map((beacon) => [beacon.view, beacon])).values(),
];

/** The app credited with `name` in a beacon's rows (undefined when no row has it). */
const creditedWith = (beacon: SentBeacon | undefined, name: keyof ElementVitals) =>
  beacon?.counts.find((row) => row.vitals?.[name] !== undefined)?.app;

/** LCP and CLS are final only once the page is hidden: leaving it sends the beacon. */
const leave = (page: Page) => page.goto('about:blank');

const totals = (report: HealthJson) =>
  report.builds.reduce(
    (sum, build) => ({ views: sum.views + build.views, loadFailures: sum.loadFailures + build.loadFailures }),
    { views: 0, loadFailures: 0 },
  );

/*
 * The element vitals (LCP, INP, CLS) travel in the beacon's rows, credited to the app owning the
 * element; the API stores them per row once it reads them there (the API side of the same change),
 * so these tests read them from the beacons the page sent, and the views from what the API stored.
 */

/** A beacon's counts row of one app's build in a view where nothing failed. */
const cleanRow = (app: string, build: string) => ({
  app,
  build,
  loadFailures: 0,
  retries: 0,
  fallbacks: 0,
  islandFailures: 0,
  errors: 0,
  hydrationErrors: 0,
});

test('page views on two remotes produce beacons: the CLI shows their views; the page sends LCP, CLS, and INP after a click, with its device class', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await recordBeacons(page);
  await visit(page, '/view-blog/3');
  await page.getByRole('main').getByRole('heading', { level: 1 }).click();
  // The browser times an interaction once its next frame is painted; leaving before then loses INP.
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  await leave(page);
  await visit(page, '/about');
  await leave(page);

  await expect
    .poll(async () => lastPerView(await sentBeacons(page)).map((beacon) => beacon.path))
    .toEqual(['/view-blog/3', '/about']);
  const [article] = lastPerView(await sentBeacons(page));
  // The article's heading is in mf_blog's page: its interaction is mf_blog's.
  expect(creditedWith(article, 'INP')).toBe('mf_blog');
  expect(creditedWith(article, 'LCP')).toEqual(expect.any(String));
  expect(article?.counts.some((row) => row.vitals?.CLS !== undefined)).toBe(true);
  // Old pages only send them at the top: this one sends the page's own FCP and TTFB there.
  expect(Object.keys(article?.vitals ?? {}).sort()).toEqual(['FCP', 'TTFB']);
  // The e2e viewport is 1366 px wide: at least the desktop breakpoint.
  expect(article?.device).toBe('desktop');

  // Beacons arrive when the pages are left; the CLI reads what the API stored by then.
  await expect
    .poll(async () => ((await site.health('mf-blog')).builds[0]?.views ?? 0) > 0, { timeout: 30_000 })
    .toBe(true);
  // The API stores the element vitals on the row of the app they were credited to: the click's INP
  // is mf_blog's; the device class comes with the view.
  await expect
    .poll(async () => (await site.health('mf-blog')).builds[0]?.p75.INP ?? null, { timeout: 30_000 })
    .toEqual(expect.any(Number));
  const blog = await site.health('mf-blog');
  expect(blog.remote).toBe('mf_blog');
  expect(blog.builds[0]?.loadFailures).toBe(0);
  expect(blog.devices.find((split) => split.device === 'desktop')?.views).toBeGreaterThan(0);
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

test('on home, an interaction in the blog teaser is credited to mf_blog, the LCP to the remote owning the LCP element', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await recordBeacons(page);
  await visit(page, '/');
  // The LCP element as the browser names it, read before any input ends LCP's measurement.
  const lcpOwner = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const element = (list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null }).element;
          resolve(element?.closest('[data-remote]')?.getAttribute('data-remote') ?? 'shell');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  const teaser = page.locator('[data-remote="mf_blog"]').getByRole('heading', { level: 2 }).first();
  await teaser.click();
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  await leave(page);

  await expect.poll(async () => lastPerView(await sentBeacons(page)).length).toBe(1);
  const [home] = lastPerView(await sentBeacons(page));
  expect(home?.app).toBe('mf_marketing');
  expect(creditedWith(home, 'INP')).toBe('mf_blog');
  expect(creditedWith(home, 'LCP')).toBe(lcpOwner);
  // Each credited app has its row, and only one row has LCP.
  expect(home?.counts.filter((row) => row.vitals?.LCP !== undefined)).toHaveLength(1);
  expect(home?.counts.map((row) => row.app)).toEqual(expect.arrayContaining(['mf_marketing', 'shell', 'mf_blog']));
});

test('a page left while its remote hangs still reports: the remote stuck loading counts as a view', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const config = (await (await fetch(`${healthShellOrigin}/site-config.json`)).json()) as {
    remotes: Record<string, string>;
  };
  const folder = new URL('./', config.remotes.mf_portfolio).href;
  // mf_portfolio's manifest and files never answer (the handler never fulfils them).
  await page.route(
    (url) => url.href.startsWith(folder),
    () => undefined,
  );
  const viewsBefore = totals(await site.health('mf-portfolio')).views;
  await recordBeacons(page);
  // Its images never arrive either: the page never fires `load`.
  await page.goto(`${healthShellOrigin}/projects`, { waitUntil: 'commit' });
  // The sender starts at the first idle moment, ready or not.
  await expect(page.locator('html[data-release-health="on"]')).toBeAttached();
  expect(await page.locator('html').getAttribute('data-app-ready')).not.toBe('true');
  await leave(page);

  await expect.poll(async () => lastPerView(await sentBeacons(page)).length).toBe(1);
  const [hung] = lastPerView(await sentBeacons(page));
  expect(hung?.app).toBe('mf_portfolio');
  expect(hung?.counts.map((row) => row.app)).toEqual(expect.arrayContaining(['mf_portfolio', 'shell']));
  await expect
    .poll(async () => totals(await site.health('mf-portfolio')).views, { timeout: 30_000 })
    .toBe(viewsBefore + 1);
});

test('a restore from the back/forward cache is a view of its own: its own id, its own figures', async () => {
  test.setTimeout(120_000);
  // Playwright turns the back/forward cache off by default; this browser keeps it on. The full
  // Chromium: the headless shell the other tests use never restores from it (`masked` in the
  // navigation's notRestoredReasons).
  const browser = await chromium.launch({
    executablePath: chromiumExecutable,
    args: chromiumArgs,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.addInitScript(() =>
      addEventListener('pageshow', (event) => {
        if (event.persisted) document.documentElement.dataset.restoredFromCache = 'true';
      }),
    );
    await recordBeacons(page);
    const tickets: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith(healthViewsPath)) tickets.push(((await response.json()) as { view: string }).view);
    });
    const viewsBefore = totals(await site.health('mf-marketing')).views;
    await visit(page, '/about');
    await visit(page, '/gallery');
    // A restore fires no `load`: waiting for one would never end.
    await page.goBack({ waitUntil: 'commit' });
    await expect(page.locator('html[data-restored-from-cache="true"]')).toBeAttached();
    expect(new URL(page.url()).pathname).toBe('/about');
    // The restored view asked for a ticket of its own before it is left again.
    await expect.poll(() => tickets.length).toBe(3);
    await leave(page);

    await expect
      .poll(async () => lastPerView(await sentBeacons(page)).map((beacon) => beacon.path))
      .toEqual(['/about', '/gallery', '/about']);
    const [first, , restored] = lastPerView(await sentBeacons(page));
    expect(restored?.view).not.toBe(first?.view);
    expect(restored?.view).toBe(tickets[2]);
    // Every beacon of the first view carries its own id (the restore never re-sent it).
    expect(
      (await sentBeacons(page))
        .filter((beacon) => beacon.view === first?.view)
        .every((beacon) => beacon.path === '/about'),
    ).toBe(true);
    // The restore's LCP is measured afresh (to its next frame): web-vitals names no element then, so
    // it is the page's app's.
    expect(creditedWith(restored, 'LCP')).toBe('mf_marketing');
    // Three views of mf_marketing's pages stored: both /about views and /gallery.
    await expect
      .poll(async () => totals(await site.health('mf-marketing')).views, { timeout: 30_000 })
      .toBe(viewsBefore + 3);
  } finally {
    await browser.close();
  }
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
  const clean = cleanRow('mf_blog', build);
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

type DeployState = { log: Array<{ kind: string; id?: string; from?: string; to?: string; reason?: string }> };

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

type CanaryVisits = { canary: number; canaryFailed: number; stable: number; stableFailed: number };

/**
 * Visits the blog list again and again until `rollout` settles, noting for each visit which build
 * its HTML came from and whether the page showed the remote's fallback.
 */
async function visitDuringRollout<T>(page: Page, canaryId: string, rollout: Promise<T>) {
  let done = false;
  const settled = rollout.finally(() => {
    done = true;
  });
  const visits: CanaryVisits = { canary: 0, canaryFailed: 0, stable: 0, stableFailed: 0 };
  while (!done) {
    const response = await page.goto(`${healthShellOrigin}/all-blogs`);
    // The page's inlined config names the build its HTML was rendered with.
    const canaryPage = ((await response?.text()) ?? '').includes(`/releases/${canaryId}/mf-manifest.json`);
    await appReady(page);
    await expect(page.locator('html[data-release-health="on"][data-release-health-vitals="on"]')).toBeAttached();
    const failed = await page.getByRole('main').getByText(text.unavailable).first().isVisible();
    const kind = canaryPage ? 'canary' : 'stable';
    visits[kind] += 1;
    if (failed) visits[`${kind}Failed`] += 1;
    await leave(page);
  }
  return { result: await settled, visits };
}

const liveSiteConfig = async () =>
  JSON.parse(await readFile(join(site.shellDir, 'site-config.json'), 'utf8')) as {
    remotes: Record<string, string>;
    canary?: { remote: string; url: string; weight: number };
  };

test('deploy --canary 10,50,100: a canary whose page throws while rendering stops at its first step with stable visitors unharmed; a good one is promoted', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const suffix = Date.now().toString(36);
  const stable = (await liveSiteConfig()).remotes.mf_blog;
  const badId = `canary-bad-${suffix}`;
  const goodId = `canary-good-${suffix}`;
  const bad = await site.blogBuild(badId, 'list-render');
  const good = await site.blogBuild(goodId, 'none');

  // At 10 % of page loads a visit meets the canary rarely: a wide window, which a clearly worse
  // canary never waits for (the guard decides as soon as its failed views are significant).
  const stopped = await visitDuringRollout(
    page,
    badId,
    site.deployBlog(['--canary', '10,50,100', '--from', bad], { HEALTH_GUARD_WINDOW_MS: '180000' }),
  );
  const { result, visits } = stopped;
  expect(result.code, result.output).toBe(2);
  expect(result.output).toContain(`canary ${badId} stopped at 10 % by the guard: failure rate`);
  expect(result.output).toContain('over the same minutes');
  expect(visits.canaryFailed, JSON.stringify(visits)).toBeGreaterThan(0);
  expect(visits.stable, JSON.stringify(visits)).toBeGreaterThan(visits.canary);
  expect(visits.stableFailed, JSON.stringify(visits)).toBe(0);
  const afterStop = await liveSiteConfig();
  expect(afterStop.canary).toBeUndefined();
  expect(afterStop.remotes.mf_blog).toBe(stable);
  expect(existsSync(join(site.shellDir, '_canary'))).toBe(false);
  const log = (JSON.parse(await readFile(join(site.releasesDir, 'mf-blog.json'), 'utf8')) as DeployState).log;
  expect(log.at(-1)).toMatchObject({ kind: 'canary stopped', id: badId });
  expect(log.at(-1)?.reason).toMatch(/^deploy guard at 10 %: failure rate/);

  // A good canary, judged at 50 % over a shorter window, then promoted at 100 %.
  const promoted = await visitDuringRollout(
    page,
    goodId,
    site.deployBlog(['--canary', '50,100', '--from', good], { HEALTH_GUARD_WINDOW_MS: '30000' }),
  );
  expect(promoted.result.code, promoted.result.output).toBe(0);
  expect(promoted.result.output).toContain(`canary ${goodId} promoted`);
  expect(promoted.visits.canary).toBeGreaterThanOrEqual(3);
  expect(promoted.visits.canaryFailed + promoted.visits.stableFailed).toBe(0);
  const afterPromotion = await liveSiteConfig();
  expect(afterPromotion.canary).toBeUndefined();
  expect(afterPromotion.remotes.mf_blog).toContain(`/releases/${goodId}/mf-manifest.json`);
  // Every page load now gets it: the stable pages were rendered from it.
  const html = await (await fetch(`${healthShellOrigin}/all-blogs`)).text();
  expect(html).toContain(`/releases/${goodId}/mf-manifest.json`);
  const promotedLog = (JSON.parse(await readFile(join(site.releasesDir, 'mf-blog.json'), 'utf8')) as DeployState).log;
  expect(promotedLog.at(-1)).toMatchObject({ kind: 'promote', id: goodId });
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
    counts: [{ ...cleanRow('mf_blog', build), vitals: { LCP: lcp, INP: inp } }],
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
