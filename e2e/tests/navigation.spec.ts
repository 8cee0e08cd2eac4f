import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { portOf } from '@codecrush/build-config/runtime';
import { appReady, expectLayout, pageHeading, scrollToY } from '../support/site';

const desktop = { width: 1366, height: 900 };
const closeDelayMs = 300;

const navbar = (page: Page) => page.getByRole('banner');
const menuButton = (page: Page, name: string) => navbar(page).getByRole('button', { name, exact: true });

/** Opens `path` and waits for its page (not the skeleton) to be on screen. */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expectLayout(page);
  await expect(pageHeading(page)).toBeVisible();
}

/** Presses Tab until `target` has focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 15) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((node) => node === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test.describe('desktop navigation', () => {
  test.use({ viewport: desktop });

  test('hovering Services opens its dropdown; it stays open ~150 ms after the pointer leaves and closes after 300 ms', async ({
    page,
  }) => {
    await openPage(page, '/about');
    const services = menuButton(page, 'Services');
    const panel = page.locator('#menu-services');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await services.hover();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Research' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Machine Learning' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Web Development' })).toBeVisible();

    // Record, in the page's own clock, when the pointer leaves the item and when the panel closes.
    await services.evaluate((button) => {
      const timeline = { left: 0, closed: 0 };
      (window as unknown as { __menuTimeline: typeof timeline }).__menuTimeline = timeline;
      button.parentElement?.addEventListener('mouseleave', () => (timeline.left = performance.now()), { once: true });
      const observer = new MutationObserver(() => {
        if (button.getAttribute('aria-expanded') === 'false' && timeline.closed === 0) {
          timeline.closed = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(button, { attributes: true, attributeFilter: ['aria-expanded'] });
    });
    await page.mouse.move(desktop.width / 2, desktop.height - 50);

    // ~150 ms after leaving, measured in the page: still open.
    const openAt150 = await page.evaluate(async () => {
      const timeline = (window as unknown as { __menuTimeline: { left: number } }).__menuTimeline;
      while (timeline.left === 0) await new Promise((resolve) => requestAnimationFrame(resolve));
      const wait = timeline.left + 150 - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return {
        expanded: document.querySelector('#menu-services')?.hasAttribute('hidden') === false,
        elapsed: performance.now() - timeline.left,
      };
    });
    expect(openAt150.elapsed).toBeLessThan(closeDelayMs);
    expect(openAt150.expanded).toBe(true);

    // …and closed once the 300 ms delay has run out, not before.
    await expect(panel).toBeHidden();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    const timeline = await page.evaluate(
      () => (window as unknown as { __menuTimeline: { left: number; closed: number } }).__menuTimeline,
    );
    expect(timeline.closed - timeline.left).toBeGreaterThanOrEqual(closeDelayMs - 5);
    expect(timeline.closed - timeline.left).toBeLessThan(closeDelayMs + 700);
  });

  test('Industries and Remote Resources dropdowns list their links', async ({ page }) => {
    await openPage(page, '/about');
    await menuButton(page, 'Remote Resources').hover();
    const resources = page.locator('#menu-remote-resources');
    await expect(resources).toBeVisible();
    await expect(resources.getByRole('link')).toHaveText(['Career', 'Blogs', 'Gallery', 'Remote Resources']);

    await menuButton(page, 'Industries').hover();
    await expect(resources).toBeHidden();
    const industries = page.locator('#menu-industries');
    await expect(industries).toBeVisible();
    // The close timer Remote Resources started when the pointer left it must not shut Industries.
    await page.waitForTimeout(500);
    await expect(industries).toBeVisible();
    await expect(industries.getByRole('link', { name: 'Travel & Tourism' })).toBeVisible();

    await industries.getByRole('link', { name: 'Travel & Tourism' }).click();
    await expect(page).toHaveURL('/all-services/industries/travel');
    await expect(industries).toBeHidden();
  });

  test('the desktop bar has Home, About, Services, Industries, Projects, Remote Resources and Contact Us', async ({
    page,
  }) => {
    await openPage(page, '/about');
    const nav = navbar(page).getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'About', 'Projects', 'Contact Us'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    for (const name of ['Services', 'Industries', 'Remote Resources'])
      await expect(menuButton(page, name)).toBeVisible();
    await expect(navbar(page).getByRole('button', { name: 'Menu' })).toBeHidden();
  });

  test('keyboard: Enter opens Services, Escape closes it and returns focus, Space toggles', async ({ page }) => {
    await openPage(page, '/about');
    const services = menuButton(page, 'Services');
    await tabTo(page, services);
    await expect(services).toBeFocused();
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#menu-services').getByRole('link', { name: 'Machine Learning' })).toBeVisible();

    // Escape from inside the panel closes it and puts focus back on the button.
    await page.keyboard.press('Tab');
    await expect(page.locator('#menu-services').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#menu-services')).toBeHidden();
    await expect(services).toBeFocused();

    await page.keyboard.press('Space');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
  });

  test('the active item follows the path', async ({ page }) => {
    await openPage(page, '/about');
    const about = navbar(page).getByRole('link', { name: 'About', exact: true });
    await expect(about).toHaveAttribute('aria-current', 'page');
    await expect(navbar(page).getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(menuButton(page, 'Remote Resources')).toHaveAttribute('data-active', 'false');

    await openPage(page, '/all-blogs');
    await expect(menuButton(page, 'Remote Resources')).toHaveAttribute('data-active', 'true');
    await expect(menuButton(page, 'Services')).toHaveAttribute('data-active', 'false');
    await expect(about).not.toHaveAttribute('aria-current', 'page');

    await openPage(page, '/all-services/research&development/ml');
    await expect(menuButton(page, 'Services')).toHaveAttribute('data-active', 'true');
    await expect(menuButton(page, 'Remote Resources')).toHaveAttribute('data-active', 'false');
  });
});

for (const viewport of [
  { width: 900, height: 900, touch: false },
  { width: 390, height: 844, touch: true },
]) {
  test.describe(`mobile navigation at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, hasTouch: viewport.touch });

    test('the menu toggle opens the panel, groups expand on tap, links navigate and close the panel', async ({
      page,
    }) => {
      await openPage(page, '/about');
      const tap = (target: Locator) => (viewport.touch ? target.tap() : target.click());
      await expect(menuButton(page, 'Services')).toBeHidden();
      await expect(navbar(page).getByRole('link', { name: 'About', exact: true })).toBeHidden();

      const toggle = navbar(page).getByRole('button', { name: 'Menu' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await tap(toggle);
      const panel = page.locator('#mobile-menu');
      await expect(panel).toBeVisible();
      await expect(navbar(page).getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

      const services = panel.getByRole('button', { name: 'Services' });
      await expect(services).toHaveAttribute('aria-expanded', 'false');
      await expect(panel.getByRole('link', { name: 'Machine Learning' })).toBeHidden();
      await tap(services);
      await expect(services).toHaveAttribute('aria-expanded', 'true');
      await expect(panel.getByRole('link', { name: 'Machine Learning' })).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Industries' })).toHaveAttribute('aria-expanded', 'false');

      const resources = panel.getByRole('button', { name: 'Remote Resources' });
      await tap(resources);
      await expect(resources).toHaveAttribute('aria-expanded', 'true');
      await expect(panel.locator('#mobile-group-remote-resources').getByRole('link')).toHaveText([
        'Career',
        'Blogs',
        'Gallery',
        'Remote Resources',
      ]);

      await tap(panel.getByRole('link', { name: 'Web Development' }));
      await expect(page).toHaveURL('/all-services/view-service/web');
      await expect(panel).toBeHidden();
      await expect(navbar(page).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
      await expect(pageHeading(page)).toBeVisible();

      // A plain item navigates too.
      await tap(navbar(page).getByRole('button', { name: 'Menu' }));
      await tap(page.locator('#mobile-menu').getByRole('link', { name: 'Projects' }));
      await expect(page).toHaveURL('/projects');
      await expect(page.locator('#mobile-menu')).toBeHidden();
    });
  });
}

test.describe('scroll behaviour', () => {
  test.use({ viewport: desktop });

  // /checkchatbox is the shell's own page and always tall (the chat check page is empty and tall by design).
  test('the navbar turns solid after more than 50 px of scrolling', async ({ page }) => {
    await openPage(page, '/checkchatbox');
    const header = navbar(page);
    await expect(header).toHaveAttribute('data-solid', 'false');
    await scrollToY(page, 40);
    await expect(header).toHaveAttribute('data-solid', 'false');
    await scrollToY(page, 60);
    await expect(header).toHaveAttribute('data-solid', 'true');
    await scrollToY(page, 40);
    await expect(header).toHaveAttribute('data-solid', 'false');
    await scrollToY(page, 0);
    await expect(header).toHaveAttribute('data-solid', 'false');
  });

  test('back-to-top appears only after more than 100 px and scrolls back to the top', async ({ page }) => {
    await openPage(page, '/checkchatbox');
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toHaveCount(0);
    await scrollToY(page, 90);
    await expect(backToTop).toHaveCount(0);
    await scrollToY(page, 120);
    await expect(backToTop).toBeVisible();
    await scrollToY(page, 90);
    await expect(backToTop).toHaveCount(0);
    await scrollToY(page, 1200);
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toHaveCount(0);
  });

  test('a page change scrolls to the top, focuses the new h1 and changes the title', async ({ page }) => {
    await openPage(page, '/checkchatbox');
    const chatHeading = (await pageHeading(page).textContent()) ?? '';
    await expect(page).toHaveTitle(/Live Chat/);
    const chatTitle = await page.title();

    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await footer.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Projects' }).click();

    await expect(page).toHaveURL('/projects');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const heading = pageHeading(page);
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText(chatHeading);
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle(/Projects/);
    expect(await page.title()).not.toBe(chatTitle);

    // Same again with the navbar, to another remote's page.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await navbar(page).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL('/contact');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(pageHeading(page)).toBeFocused();
    await expect(page).toHaveTitle(/Contact/);
  });

  test('document.title differs per page', async ({ page }) => {
    const titles = new Map<string, string>();
    for (const path of ['/', '/about', '/projects', '/all-blogs', '/careers', '/contact', '/no-such-page']) {
      await openPage(page, path);
      await expect(page).not.toHaveTitle('');
      titles.set(path, await page.title());
    }
    expect(new Set(titles.values()).size).toBe(titles.size);
    expect(titles.get('/no-such-page')).toMatch(/Page not found/);
  });
});

/** Records, in the page, whether a skeleton showed in main and what the h1 was one frame after the URL changed. */
function watchRouteChange() {
  const seen = { skeleton: false, h1AtNextFrame: null as string | null };
  Object.assign(window, { routeChange: seen });
  const main = document.querySelector('main');
  if (main)
    new MutationObserver(() => {
      if (main.querySelector('[data-skeleton]')) seen.skeleton = true;
    }).observe(main, { childList: true, subtree: true });
  const push = history.pushState.bind(history);
  history.pushState = (...args: Parameters<History['pushState']>) => {
    push(...args);
    requestAnimationFrame(() => {
      seen.h1AtNextFrame = document.querySelector('main h1')?.textContent ?? null;
    });
  };
}

const routeChange = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { routeChange: { skeleton: boolean; h1AtNextFrame: string | null } }).routeChange,
  );

test.describe('intent preloading', () => {
  test.use({ viewport: desktop });
  const blogOrigin = `http://localhost:${portOf('mf-blog')}`;

  test('hovering a link to the blog preloads its page; the click then renders it in the next frame, no skeleton', async ({
    page,
  }) => {
    const blogRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(blogOrigin)) blogRequests.push(request.url());
    });
    await openPage(page, '/');
    await appReady(page);
    await page.waitForLoadState('networkidle');
    expect(blogRequests).toEqual([]); // the page load alone fetches nothing of the blog

    await menuButton(page, 'Remote Resources').hover();
    const blogs = navbar(page).getByRole('link', { name: 'Blogs', exact: true });
    const pageChunk = page.waitForResponse((response) => /__federation_expose_BlogListPage\./.test(response.url()));
    await blogs.hover();
    await pageChunk;
    expect(blogRequests.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    // The chunk has arrived; its module has run once the page is idle again.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));

    await page.evaluate(watchRouteChange);
    await blogs.click();
    await expect(page).toHaveURL(/\/all-blogs$/);
    await expect(pageHeading(page)).toHaveText('Our Blog');
    expect(await routeChange(page)).toEqual({ skeleton: false, h1AtNextFrame: 'Our Blog' });
  });

  test('a navbar link focused by keyboard preloads its page', async ({ page }) => {
    const portfolioChunk = page.waitForRequest((request) => /__federation_expose_ProjectsPage\./.test(request.url()));
    await openPage(page, '/about');
    await appReady(page);
    await tabTo(page, navbar(page).getByRole('link', { name: 'Projects', exact: true }));
    await portfolioChunk;
  });
});
