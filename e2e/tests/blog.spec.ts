import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { appReady, collectPageErrors, islandHydrated, islandNamed, pageHeading, scrollToIsland } from '../support/site';
import { axeViolations, axeWidths } from '../support/axe';

/** spec "Blog article": each id's h1 (post 3's article is headed "Unleashing the Power of AI"). */
const articles = [
  { id: 1, title: 'How We Build Software: Our Proven Development Process' },
  { id: 2, title: 'The Power of Custom Software Services' },
  { id: 3, title: 'Unleashing the Power of AI' },
  { id: 4, title: 'Transform Your Business with Custom Software Solutions' },
  { id: 5, title: 'Finding the Right Fit for Your Project' },
  { id: 6, title: 'The Future of Mobile App Development' },
] as const;

const emptyText = 'No blogs found for this category or search.';

const cards = (page: Page) => page.getByRole('region', { name: 'Latest Articles' }).getByRole('heading', { level: 3 });
const moreArticles = (page: Page) => page.getByRole('region', { name: 'More Articles', exact: true });

test.describe('blog list', () => {
  test('filters by search and category, keeps the filter in the URL across a reload', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/all-blogs');
    await expect(pageHeading(page)).toHaveText('Our Blog');
    await expect(cards(page)).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'View All' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('searchbox', { name: 'Search articles' }).fill('CUSTOM');
    await expect(page).toHaveURL(/[?&]q=CUSTOM(&|$)/);
    await expect(cards(page)).toHaveText([
      'The Power of Custom Software Services',
      'Transform Your Business with Custom Software Solutions',
    ]);

    await page.getByRole('button', { name: 'Software Development' }).click();
    await expect(page).toHaveURL(/category=Software\+Development/);
    await expect(cards(page)).toHaveCount(2);

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('CUSTOM');
    await expect(page.getByRole('button', { name: 'Software Development' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(2);

    await page.getByRole('button', { name: 'Design' }).click();
    await expect(page.getByText(emptyText)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a search without a match shows the empty text', async ({ page }) => {
    await page.goto('/all-blogs');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('quantum gravity');
    await expect(page.getByText(emptyText)).toBeVisible();
    await page.getByRole('button', { name: 'Show all articles' }).click();
    await expect(cards(page)).toHaveCount(6);
    await expect(page).toHaveURL(/\/all-blogs$/);
  });

  test('a shared filtered address opens filtered; cards link to their articles', async ({ page }) => {
    await page.goto('/all-blogs?q=mobile');
    await expect(cards(page)).toHaveText(['The Future of Mobile App Development']);
    await page.getByRole('link', { name: 'The Future of Mobile App Development' }).click();
    await expect(page).toHaveURL(/\/view-blog\/6$/);
    await expect(pageHeading(page)).toHaveText('The Future of Mobile App Development');
  });

  test('search and categories are hidden below 1024 px', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 900 });
    await page.goto('/all-blogs');
    await expect(cards(page)).toHaveCount(6);
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'View All' })).toBeHidden();
  });

  test('every image has loaded with its dimensions (no grey boxes)', async ({ page }) => {
    await page.goto('/all-blogs');
    await expect(cards(page)).toHaveCount(6);
    const images = page.getByRole('main').locator('img');
    await expect(images).toHaveCount(6);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
  });
});

test.describe('articles', () => {
  for (const { id, title } of articles) {
    test(`/view-blog/${id} has every required part`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto(`/view-blog/${id}`);
      const main = page.getByRole('main');
      await expect(pageHeading(page)).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | CodeCrush`);
      await expect(main.getByText('January 13, 2025').first()).toBeVisible();
      await expect(main.getByText('10 min read').first()).toBeVisible();
      await expect(main.getByRole('img', { name: `Illustration for the article “${title}”` })).toBeVisible();

      // The body is its own chunk: wait for it (its Conclusion box) before counting its sections.
      await expect(main.getByRole('region', { name: 'Conclusion' })).toBeVisible();
      const article = main.getByRole('article', { name: title });
      expect(await article.locator('section > h2').count()).toBeGreaterThanOrEqual(3);

      // The share links carry the page's full address once the row has hydrated, as the reader nears it.
      await scrollToIsland(page, 'share-row');
      const share = main.getByRole('region', { name: 'Share this post' });
      await expect(share.getByRole('button', { name: 'Copy Link' })).toBeVisible();
      const encoded = encodeURIComponent(page.url());
      await expect(share.getByRole('link', { name: /^Share on X/ })).toHaveAttribute(
        'href',
        `https://twitter.com/intent/tweet?url=${encoded}`,
      );
      await expect(share.getByRole('link', { name: /^Share on Facebook/ })).toHaveAttribute(
        'href',
        `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
      );
      await expect(share.getByRole('link', { name: /^Share on LinkedIn/ })).toHaveAttribute(
        'href',
        `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
      );
      for (const link of await share.getByRole('link').all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }

      const cta = main.getByRole('region', { name: 'Are You Ready to Transform Your Business?' });
      await expect(cta.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');

      const more = moreArticles(page);
      await expect(more.getByRole('heading', { level: 2, name: 'More Articles' })).toBeVisible();
      // The carousel (and its library) loads when it comes near the viewport.
      await more.scrollIntoViewIfNeeded();
      await expect.poll(() => more.getByRole('link').count()).toBeGreaterThanOrEqual(4);
      for (const href of await more
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
        expect(href).toMatch(/^\/view-blog\/[1-6]$/);
      }

      const jsonLd = JSON.parse(
        (await page.getByRole('main').locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      );
      expect(jsonLd).toMatchObject({
        '@type': 'BlogPosting',
        headline: title,
        datePublished: '2025-01-13',
        author: { '@type': 'Organization', name: 'CodeCrush' },
      });
      expect(jsonLd.image).toMatch(/^https?:\/\//);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', jsonLd.description);
      await expect(page.locator('h1')).toHaveCount(1);
      expect(errors).toEqual([]);
    });
  }

  test('the AI article (post 3) shows a grid of four other posts instead of the carousel', async ({ page }) => {
    await page.goto('/view-blog/3');
    const more = moreArticles(page);
    await expect(more.getByRole('link')).toHaveCount(4);
    await expect(more.locator('.slick-slider')).toHaveCount(0);
    const hrefs = await more.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).not.toContain('/view-blog/3');
  });

  for (const path of ['/view-blog/99', '/view-blog/abc']) {
    test(`${path} shows "Article not found" inside the layout, marked noindex`, async ({ page }) => {
      await page.goto(path);
      await expect(pageHeading(page)).toHaveText('Article not found');
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Back to the blog' }).click();
      await expect(page).toHaveURL(/\/all-blogs$/);
    });
  }
});

test.describe('copy link', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the page address and shows Copied! for 2 s', async ({ page }) => {
    // The page's clock stands still from its first script on: only runFor moves it. Left running, a
    // loaded machine let the 2 s pass between the button's check and the status's (status empty).
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await page.goto('/view-blog/2');
    await appReady(page);
    // The row's code comes as the reader nears it. Its scripts are held back here so that the click
    // certainly lands on the served HTML: it is held, and clicked again once the row is live.
    let releaseScripts = () => {};
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/*.js', async (route) => {
      await scriptsReleased;
      await route.continue();
    });
    const share = page.getByRole('region', { name: 'Share this post' });
    await share.getByRole('button', { name: 'Copy Link' }).click();
    await expect(islandNamed(page, 'share-row')).not.toHaveAttribute(islandHydrated);
    await expect(share.getByRole('button', { name: 'Copy Link' })).toBeVisible();
    releaseScripts();
    await expect(share.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(share.getByRole('status')).toHaveText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await page.clock.runFor(1900);
    await expect(share.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await page.clock.runFor(100);
    await expect(share.getByRole('button', { name: 'Copy Link' })).toBeVisible();
    await expect(share.getByRole('status')).toHaveText('');
  });
});

test.describe('More Articles carousel', () => {
  for (const { width, visible } of [
    { width: 1366, visible: 4 },
    { width: 900, visible: 2 },
    { width: 390, visible: 1 },
  ]) {
    test(`shows ${visible} slide(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/view-blog/1');
      const more = moreArticles(page);
      await more.scrollIntoViewIfNeeded();
      await expect(more.locator('.slick-slide.slick-active')).toHaveCount(visible);
      const arrows = more.getByRole('button', { name: 'Next slide' });
      const dots = more.getByRole('button', { name: 'Go to slide 1' });
      if (width < 768) {
        await expect(arrows).toHaveCount(0);
        await expect(dots).toBeVisible();
      } else {
        await expect(arrows).toBeVisible();
      }
    });
  }

  test('the arrows move through the posts and wrap around', async ({ page }) => {
    await page.goto('/view-blog/1');
    const more = moreArticles(page);
    await more.scrollIntoViewIfNeeded();
    const firstActive = more.locator('.slick-slide.slick-active').first().getByRole('heading', { level: 3 });
    await expect(firstActive).toHaveText(articles[0].title);
    await more.getByRole('button', { name: 'Previous slide' }).click();
    await expect(firstActive).toHaveText('The Future of Mobile App Development');
  });
});

test('/blog/javascript lists JavaScript and software development articles', async ({ page }) => {
  await page.goto('/blog/javascript');
  await expect(pageHeading(page)).toHaveText('JavaScript & Software Development');
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
});

test.describe('accessibility (axe)', () => {
  // The list, an article with the carousel (also at the narrow width, where it shows dots instead of
  // arrows: support/axe.ts) and the AI article with its grid instead.
  for (const [path, width] of [
    ['/all-blogs', axeWidths.desktop],
    ['/view-blog/1', axeWidths.desktop],
    ['/view-blog/1', axeWidths.narrow],
    ['/view-blog/3', axeWidths.desktop],
  ] as const) {
    test(`${path} at ${width} px has no axe violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(pageHeading(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
