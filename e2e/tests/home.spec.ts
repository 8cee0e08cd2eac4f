import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { portOf } from '@codecrush/build-config/runtime';
import { appReady, collectPageErrors, pageHeading, text } from '../support/site';
import { axeViolations, axeWidths, wcagAA } from '../support/axe';

/** Every link the home page must carry. */
const specLinks = [
  '/contact',
  '/all-services/view-service/app',
  '/all-services/view-service/web',
  '/all-services/view-service/uiux',
  '/all-services/view-service/marketing',
  '/all-services/research&development/ai',
  '/all-services/research&development/ml',
  '/all-services/research&development/nlp',
  '/all-services/research&development/blockchain',
  '/all-services/industries/travel',
  '/all-services/industries/healthcare',
  '/all-services/industries/education',
  '/all-services/industries/retail',
  '/projects',
  '/view-project/comboseek',
  '/view-project/gohijazweb',
  '/view-project/tailorbhai',
  '/view-project/sms',
  '/all-blogs',
] as const;

const partnerAlts = ['ComboSeek', 'GoHijaz', 'TailorBhai', 'XplorePK', 'StyleMate', 'HolyTutor'];
const events = ['Hackathon Heroes', 'Tech Talks', 'Annual Team Retreat', 'Career Fair'];
const leaders = ['Ahmed Raza', 'Usman Tariq', 'Hamza Saeed'];

const main = (page: Page) => page.getByRole('main');
const region = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });
const heroCounter = (page: Page) => main(page).locator('[data-hero-counter]');

/** Scrolls down the page step by step until its last block is on screen, so every deferred block loads; then back up. */
async function visitWholePage(page: Page) {
  await expect(pageHeading(page)).toBeVisible();
  const lastBlock = region(page, 'Get in Touch');
  await expect(async () => {
    await page.evaluate(() => window.scrollBy({ top: window.innerHeight * 0.8, behavior: 'instant' }));
    await expect(lastBlock).toBeInViewport({ timeout: 50 });
  }).toPass({ timeout: 40_000, intervals: [100] });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

test.describe('home page', () => {
  test('has every required link and all of its blocks', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await visitWholePage(page);
    for (const href of specLinks) await expect(main(page).locator(`a[href="${href}"]`).first()).toBeAttached();

    const partners = region(page, 'Collaborations & Partnerships');
    for (const alt of partnerAlts) await expect(partners.locator(`img[alt="${alt}"]`).first()).toBeAttached();

    const stats = region(page, 'A Journey of 2 Years');
    await expect(stats.locator('[data-stat]')).toHaveText(['30+', '2', '30+']);

    const leadership = region(page, 'Our Leadership');
    await expect(leadership.getByRole('heading', { level: 3 })).toHaveText(leaders);
    for (const name of leaders) {
      await expect(leadership.getByRole('link', { name: `${name} on LinkedIn` })).toHaveAttribute(
        'href',
        /^https:\/\/www\.linkedin\.com\/in\//,
      );
    }

    const lifeAtCodeCrush = region(page, 'Life at CodeCrush');
    for (const title of events) await expect(lifeAtCodeCrush.locator('h3', { hasText: title }).first()).toBeAttached();

    await expect(region(page, 'From Our Blog').getByRole('article')).toHaveCount(3);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('the hero advances within 3.5 s, pauses, and wraps after the eighth slide', async ({ page }) => {
    // The page's clock stands still from its first script on: only runFor moves it. A clock left
    // running moves on while the test loads, waits and clicks, so a slide due then shows (the
    // Pause click took effect, yet the slide had advanced once before it landed).
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await page.goto('/');
    await appReady(page); // the hero is live: its timer runs from the paused time
    await expect(heroCounter(page)).toHaveText('01');
    await page.clock.runFor(3500);
    await expect(heroCounter(page)).toHaveText('02');
    await expect(main(page).getByRole('heading', { level: 2 }).first()).toHaveText('Web Applications Built to Scale');

    await page.clock.runFor(6 * 3000);
    await expect(heroCounter(page)).toHaveText('08');
    await page.clock.runFor(3000);
    await expect(heroCounter(page)).toHaveText('01');

    await main(page).getByRole('button', { name: 'Pause slideshow' }).click();
    await page.clock.runFor(10_000);
    await expect(heroCounter(page)).toHaveText('01');
    await expect(main(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  test('with reduced motion the hero starts paused', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await expect(main(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(heroCounter(page)).toHaveText('01');
  });

  test("the first slide's image is the LCP element: eager, high priority, sized", async ({ page }) => {
    await page.goto('/');
    const image = main(page).locator('img[fetchpriority="high"]');
    await expect(image).toHaveCount(1);
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(image).toHaveAttribute('height', /\d+/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    const lcpUrl = () =>
      page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as PerformanceEntry & { url?: string };
              resolve(last.url ?? '');
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
    await expect.poll(lcpUrl).toBe(src);
  });

  test("loads no other remote's code until its fragment nears the viewport; their images are lazy", async ({
    page,
  }) => {
    const fragmentOrigins = [portOf('mf-portfolio'), portOf('mf-blog'), portOf('mf-forms')].map(
      (port) => `http://localhost:${port}/`,
    );
    const fromFragmentRemote = (url: string) => fragmentOrigins.some((origin) => url.startsWith(origin));
    const requested: string[] = [];
    page.on('request', (request) => {
      // Their images are content, in the served HTML: the browser fetches a lazy one at a distance
      // from the viewport it picks itself (Chromium: 1250 px on a fast connection, 3000 px when it
      // cannot tell), which the check below covers instead.
      if (request.resourceType() !== 'image' && fromFragmentRemote(request.url())) requested.push(request.url());
    });
    await page.goto('/');
    await expect(heroCounter(page)).toHaveText('01');
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    const fragmentImages = await page
      .getByRole('main')
      .locator('img')
      .evaluateAll(
        (images, origins) =>
          images
            .filter((image) => origins.some((origin) => (image.getAttribute('src') ?? '').startsWith(origin)))
            .map((image) => `${image.getAttribute('src')} ${image.getAttribute('loading')}`),
        fragmentOrigins,
      );
    expect(fragmentImages.length).toBeGreaterThan(0);
    expect(fragmentImages.filter((image) => !image.endsWith(' lazy'))).toEqual([]);
  });

  test('with the portfolio remote refused, the rest of the home page works', async ({ page }) => {
    await page.route(`http://localhost:${portOf('mf-portfolio')}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await visitWholePage(page);
    await expect(main(page).getByText(text.unavailable)).toHaveCount(1);
    await expect(main(page).getByRole('button', { name: text.tryAgain })).toBeVisible();
    // The served fragment stays readable under the notice.
    await expect(region(page, 'Featured Projects').getByRole('link', { name: /^Know More about / })).toHaveCount(4);
    await expect(pageHeading(page)).toBeVisible();
    await expect(region(page, 'Our Leadership').getByRole('link', { name: /on LinkedIn$/ })).toHaveCount(3);
    await expect(region(page, 'From Our Blog').getByRole('article')).toHaveCount(3);
    await expect(main(page).locator('a[href="/all-services/view-service/app"]').first()).toBeAttached();
  });

  // The narrow width too: the carousels change below their breakpoints, the hero text sits on images.
  for (const width of [axeWidths.narrow, axeWidths.desktop]) {
    test(`has no axe violations at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await visitWholePage(page);
      expect(await axeViolations(page, { tags: wcagAA })).toEqual([]);
    });
  }
});
