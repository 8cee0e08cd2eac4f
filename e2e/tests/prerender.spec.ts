import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { appReady, expectLayout, pageHeading, remotes, shellOrigin, text } from '../support/site';

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

const metaContent = (page: Page, selector: string) => page.locator(`head ${selector}`).getAttribute('content');

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
    expect(paths).toContain('/all-services/research&development/ai');
    expect(paths).toContain('/view-project/holytutor');
    expect(paths).not.toContain('/checkchatbox');
    expect(paths.some((path) => path.includes(':'))).toBe(false);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${shellOrigin}/sitemap.xml`);
  });

  test('every route shows its h1, main content, navbar, footer and its own head tags', async ({ page, request }) => {
    test.setTimeout(240_000);
    const titles = new Map<string, string>();
    for (const path of await sitemapPaths(request)) {
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

      const title = await page.title();
      expect(title, path).toMatch(/CodeCrush/);
      expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined();
      titles.set(title, path);
      const canonical = `${shellOrigin}${path === '/' ? '/' : path}`;
      expect(await page.locator('head link[rel="canonical"]').getAttribute('href'), path).toBe(canonical);
      expect(await metaContent(page, 'meta[name="description"]'), path).toMatch(/^.{40,}$/);
      expect(await metaContent(page, 'meta[property="og:title"]'), path).toBe(title);
      expect(await metaContent(page, 'meta[property="og:url"]'), path).toBe(canonical);
      expect(await metaContent(page, 'meta[property="og:image"]'), path).toMatch(/^https?:\/\//);
      expect(await metaContent(page, 'meta[name="twitter:card"]'), path).toBe('summary_large_image');
      await expect(page.locator('head meta[name="robots"]'), path).toHaveCount(0);
      // A page whose main content has a high-priority (LCP) image asks for it from the head.
      const lcpImages = await page.locator('main img[fetchpriority="high"]').count();
      await expect(page.locator('head link[rel="preload"][as="image"]'), path).toHaveCount(Math.min(lcpImages, 1));
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

test.describe('hydration, JavaScript enabled', () => {
  test('every served page hydrates without errors, warnings or a re-rendered page', async ({ page, request }) => {
    test.setTimeout(300_000);
    // The 62 prerendered files: the sitemap's routes, the chat demo and the not-found page.
    for (const path of [...(await sitemapPaths(request)), '/checkchatbox', '/no-such-page']) {
      const messages = collectConsole(page);
      await page.goto(path);
      const served = await pageHeading(page).textContent();
      await appReady(page);
      await page.waitForLoadState('networkidle');
      await expect(pageHeading(page), path).toHaveText(served ?? '');
      // The not-found page is served with its status, which the console reports as a failed load.
      const notFoundStatus = (message: string) => path === '/no-such-page' && message.includes('status of 404');
      expect(
        messages.filter((message) => !notFoundStatus(message)),
        path,
      ).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
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
