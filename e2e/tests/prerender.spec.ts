import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { sitePages } from '@codecrush/contracts';
import type { RouteKey } from '@codecrush/contracts';
import { appReady, expectLayout, pageHeading, remotes, shardsOf, shellOrigin, text } from '../support/site';

/**
 * Every route is served as prerendered HTML (prerender/) and hydrated by React: the HTML
 * alone carries the page, its head tags and structured data; with JavaScript the same markup comes
 * alive without a hydration mismatch.
 */

/** Every concrete route of the site, read from the served sitemap (its exact content is checked below). */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL((m[1] ?? '').replace(/&amp;/g, '&')).pathname);
}

/** Every page the sitemap must list: the route table's indexable pages. */
const indexablePaths = sitePages()
  .filter((page) => page.indexable)
  .map((page) => page.path);

/**
 * The remote that renders each kind of page (null: the shell's own), written out as the site's
 * spec has it rather than read from the app list the shell routes with.
 */
const ownerOf: Partial<Record<RouteKey, string | null>> = {
  home: 'mf_marketing',
  about: 'mf_marketing',
  serviceDetail: 'mf_marketing',
  industry: 'mf_marketing',
  research: 'mf_marketing',
  team: 'mf_marketing',
  gallery: 'mf_marketing',
  privacy: 'mf_marketing',
  terms: 'mf_marketing',
  projects: 'mf_portfolio',
  project: 'mf_portfolio',
  blogList: 'mf_blog',
  blogJavascript: 'mf_blog',
  blogPost: 'mf_blog',
  careers: 'mf_careers',
  jobApply: 'mf_careers',
  contact: 'mf_forms',
  remoteResources: 'mf_forms',
  internshipApply: 'mf_forms',
  chat: null,
};

/** The pages that hydrate in a browser: the sitemap's, the chat demo and the not-found page, with their owners. */
const hydratedPages = [
  ...sitePages()
    .filter((page) => page.indexable || page.key === 'chat')
    .map((page) => {
      const owner = ownerOf[page.key];
      if (owner === undefined) throw new Error(`prerender.spec.ts: no owner written for ${page.key} (${page.path})`);
      return { path: page.path, owner };
    }),
  { path: '/no-such-page', owner: null },
];

/** The pages in six shards: one test per shard, so the workers share them (each a few seconds per page). */
const shardCount = 6;

const metaContent = (page: Page, selector: string) => page.locator(`head ${selector}`).getAttribute('content');

/** The head tags a served page must carry, read in one call. */
const headTagsOf = (page: Page) =>
  page.evaluate(() => {
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      title: document.title,
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      description: content('meta[name="description"]'),
      ogTitle: content('meta[property="og:title"]'),
      ogUrl: content('meta[property="og:url"]'),
      ogImage: content('meta[property="og:image"]'),
      twitterCard: content('meta[name="twitter:card"]'),
      robots: document.head.querySelectorAll('meta[name="robots"]').length,
      // A page whose main content has a high-priority (LCP) image, or a top banner with background art,
      // asks for that image from the head.
      lcpImages:
        (document.querySelector('main img[fetchpriority="high"]') ??
        document.querySelector('main header[style*="url("]'))
          ? 1
          : 0,
      imagePreloads: document.head.querySelectorAll('link[rel="preload"][as="image"]').length,
    };
  });

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => (JSON.parse(block) as { '@type': string })['@type']);
}

/** Every route of the site: 2 + 9 services + 6 industries + 9 R&D + 16 + 1 projects + 8 blog + 9 pages. */
const concreteRouteCount = 60;

test.describe('served HTML, JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('sitemap.xml lists exactly the concrete routes and robots.txt points to it', async ({ request }) => {
    const paths = await sitemapPaths(request);
    expect(paths).toHaveLength(concreteRouteCount);
    expect(new Set(paths).size).toBe(concreteRouteCount);
    // The pages the tests below open one by one are exactly these.
    expect([...paths].sort()).toEqual([...indexablePaths].sort());
    expect(paths).toContain('/all-services/research&development/ai');
    expect(paths).toContain('/view-project/holytutor');
    expect(paths).not.toContain('/checkchatbox');
    expect(paths.some((path) => path.includes(':'))).toBe(false);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${shellOrigin}/sitemap.xml`);
  });

  test("an article's share links carry its whole public address before any script runs", async ({ page }) => {
    await page.goto('/view-blog/1', { waitUntil: 'domcontentloaded' });
    const share = page.getByRole('region', { name: 'Share this post' });
    // The served HTML only (no script ran): what a reader who clicks at once, or has no script, gets.
    await expect(share.getByRole('link', { name: /^Share on X/ })).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(`${shellOrigin}/view-blog/1`)}`,
    );
  });

  test('the served page carries its global sheet inline and waits for no web font', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    await page.goto('/about', { waitUntil: 'load' });
    await expect(page.locator('head style[data-shell-css]')).toHaveCount(1);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    // The text is set in the fallback shaped like Inter: no font file holds up its paint.
    expect(fonts).toEqual([]);
  });

  for (const [shard, paths] of shardsOf(indexablePaths, shardCount).entries()) {
    test(`every route shows its h1, main content, navbar, footer and its own head tags (${shard + 1} of ${shardCount})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      for (const path of paths) {
        await test.step(path, async () => {
          // The document is what is checked: no need to wait for its images.
          const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
          expect(response?.status(), path).toBe(200);
          await expectLayout(page);
          const heading = pageHeading(page);
          await expect(heading, path).toHaveCount(1);
          await expect(heading, path).not.toHaveText(text.unavailable);
          await expect(heading, path).toHaveText(/\S/);
          await expect(page.getByRole('main').getByText('Loading…'), `${path} still shows a skeleton`).toHaveCount(0);
          // The owning remote's page itself (not a fallback) is in the HTML.
          await expect(page.getByRole('main').locator('[data-remote]').first(), path).toBeAttached();

          const { lcpImages, ...head } = await headTagsOf(page);
          const canonical = `${shellOrigin}${path === '/' ? '/' : path}`;
          expect(head, path).toEqual({
            title: expect.stringMatching(/CodeCrush/),
            canonical,
            description: expect.stringMatching(/^.{40,}$/),
            ogTitle: head.title,
            ogUrl: canonical,
            ogImage: expect.stringMatching(/^https?:\/\//),
            twitterCard: 'summary_large_image',
            robots: 0,
            imagePreloads: lcpImages,
          });
        });
      }
    });
  }

  test('every route has a title of its own', async ({ request }) => {
    const titles = new Map<string, string>();
    for (const path of indexablePaths) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined();
      titles.set(title, path);
    }
  });

  test('structured data: organisation and website on /, article and breadcrumbs on a post, job on /careers/apply', async ({
    page,
  }) => {
    await page.goto('/');
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    await page.goto('/view-blog/1');
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
    expect(await metaContent(page, 'meta[property="og:type"]')).toBe('article');
    await page.goto('/careers/apply');
    expect(await jsonLdTypes(page)).toContain('JobPosting');
    await page.goto('/view-project/comboseek');
    expect(await jsonLdTypes(page)).toContain('BreadcrumbList');
  });

  test('an unknown path gets the not-found page with status 404 and noindex', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(pageHeading(page)).toHaveText(text.notFound);
    expect(await metaContent(page, 'meta[name="robots"]')).toBe('noindex');
  });

  test('/privacy-policy redirects permanently to /privacypolicy', async ({ request }) => {
    const response = await request.get('/privacy-policy', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/privacypolicy');
  });
});

/** Console errors, warnings and page errors from now on. */
function collectConsole(page: Page) {
  const messages: string[] = [];
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  return messages;
}

/**
 * Installed before any script of the page: notes every `<style>` the scripts remove, every one
 * emotion inserts and every style sheet they link. Hydration must adopt the served styles where they
 * are and the global sheet (the web font's faces) is served inline (each such change makes the
 * browser recalculate the whole page's style and layout); a page whose classes differ from the served
 * ones shows here as an inserted rule.
 */
function watchStyleElements() {
  const changes: string[] = [];
  Object.assign(window, { styleChanges: changes });
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) if (node.nodeName === 'STYLE') changes.push('removed a <style>');
      for (const node of record.addedNodes)
        if (node instanceof HTMLStyleElement && node.hasAttribute('data-emotion'))
          changes.push(`inserted <style data-emotion="${node.getAttribute('data-emotion')}">`);
        else if (node instanceof HTMLLinkElement && node.rel === 'stylesheet')
          changes.push(`linked the style sheet ${node.href}`);
    }
  }).observe(document, { childList: true, subtree: true });
}

const styleChangesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { styleChanges: string[] }).styleChanges);

test.describe('hydration, JavaScript enabled', () => {
  // Also what every route used to be checked for on its own (routes.spec.ts): inside the layout, the
  // owning remote's page, one h1 with text, no error.
  for (const [shard, pages] of shardsOf(hydratedPages, shardCount).entries()) {
    test(`every served page hydrates inside the layout, its owner's page, without errors, warnings, a re-rendered page or a style element moved, inserted or linked (${shard + 1} of ${shardCount})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.addInitScript(watchStyleElements);
      for (const { path, owner } of pages) {
        await test.step(path, async () => {
          const messages = collectConsole(page);
          await page.goto(path);
          const served = await pageHeading(page).textContent();
          await appReady(page);
          await page.waitForLoadState('networkidle');
          await expectLayout(page);
          if (owner)
            await expect(page.getByRole('main').locator(`[data-remote="${owner}"]`).first(), path).toBeAttached();
          const heading = pageHeading(page);
          await expect(heading, path).toHaveText(served ?? '');
          await expect(heading, path).not.toHaveText(text.unavailable);
          await expect(heading, path).toHaveText(/\S/);
          await expect(page.locator('h1'), path).toHaveCount(1);
          expect(await styleChangesOf(page), `${path}: its served styles adopted in place, no sheet linked`).toEqual(
            [],
          );
          // The not-found page is served with its status, which the console reports as a failed load.
          const notFoundStatus = (message: string) => path === '/no-such-page' && message.includes('status of 404');
          expect(
            messages.filter((message) => !notFoundStatus(message)),
            path,
          ).toEqual([]);
          page.removeAllListeners('console');
          page.removeAllListeners('pageerror');
        });
      }
    });
  }

  test('once the page is idle the web font joins: its Latin file downloaded and its faces in the page’s set', async ({
    page,
  }) => {
    const latin = page.waitForResponse((response) =>
      /\/static\/fonts\/inter-latin-wght-normal\.[0-9a-f]{8}\.woff2$/.test(response.url()),
    );
    await page.goto('/about');
    await appReady(page);
    expect((await latin).status()).toBe(200);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].filter((face) => face.family.includes('Inter Variable')).map((face) => face.status),
        ),
      )
      .toEqual(['loaded', 'unloaded']);
  });

  test('after hydration a dropdown opens, a search field filters and a carousel advances', async ({ page }) => {
    const messages = collectConsole(page);
    await page.goto('/');
    await appReady(page);
    const services = page.getByRole('banner').getByRole('button', { name: 'Services' });
    await services.hover();
    await expect(services).toHaveAttribute('aria-expanded', 'true');

    // No remote page of this branch has a form yet (the form pages are being rewritten): the blog's
    // search field is the input that must react after hydration.
    await page.goto('/all-blogs');
    await appReady(page);
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('CUSTOM');
    await expect(page).toHaveURL(/[?&]q=CUSTOM(&|$)/);
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(2);

    await page.goto('/view-blog/1');
    await appReady(page);
    const more = page.getByRole('region', { name: 'More Articles', exact: true });
    await more.scrollIntoViewIfNeeded();
    const firstActive = more.locator('.slick-slide.slick-active').first().getByRole('heading', { level: 3 });
    const before = await firstActive.textContent();
    await more.getByRole('button', { name: 'Next slide' }).click();
    await expect(firstActive).not.toHaveText(before ?? '');
    expect(messages).toEqual([]);
  });

  test('client navigation between routes of different remotes works without a page load', async ({ page }) => {
    await page.goto('/all-blogs');
    await appReady(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('banner').getByRole('link', { name: 'Projects' }).first().click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('main').locator('[data-remote="mf_portfolio"]').first()).toBeAttached();
    await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('main').locator('[data-remote="mf_forms"]').first()).toBeAttached();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('a remote down at run time: the prerendered content stays readable under the notice', async ({ page }) => {
    const blogPort = String(remotes.find((remote) => remote.name === 'mf_blog')?.port);
    await page.route('**/remoteEntry.js', (route) =>
      new URL(route.request().url()).port === blogPort ? route.abort() : route.continue(),
    );
    await page.goto('/all-blogs');
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toContainText(text.unavailable);
    await expect(main.getByRole('button', { name: text.tryAgain })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Our Blog');
    expect(await main.getByRole('link').count()).toBeGreaterThan(5);
    await page.unroute('**/remoteEntry.js');
    await page.getByRole('banner').getByRole('link', { name: 'About' }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(pageHeading(page)).not.toHaveText(text.unavailable);
  });
});
