import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import {
  hrefs,
  industryIds,
  industryNames,
  researchIds,
  researchNames,
  serviceIds,
  serviceNames,
} from '@codecrush/contracts';
import { collectPageErrors, expectLayout, pageHeading } from '../support/site';
import { axeViolations, axeWidths, wcagAA } from '../support/axe';

async function open(page: Page, path: string) {
  await page.goto(path);
  await expectLayout(page);
  await expect(pageHeading(page)).toBeVisible();
}

/** The number of column tracks a grid element renders with. */
const columnCount = (grid: Locator) =>
  grid.evaluate((node) => getComputedStyle(node).gridTemplateColumns.split(' ').filter(Boolean).length);

const box = async (locator: Locator) => {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('element has no box');
  return rect;
};

test.describe('service, industry and R&D pages', () => {
  test('every service shows its title, its step timeline and Contact Us → /contact', async ({ page }) => {
    const errors = collectPageErrors(page);
    for (const id of serviceIds) {
      await open(page, hrefs.service(id));
      await expect(pageHeading(page)).toHaveText(serviceNames[id]);
      await expect(page.getByRole('heading', { level: 2, name: `About ${serviceNames[id]}` })).toBeVisible();
      const steps = page.getByRole('main').locator('ol > li');
      expect(await steps.count()).toBeGreaterThanOrEqual(5);
      await expect(steps.first().getByRole('heading', { level: 3 })).toHaveText(/\S/);
      await expect(steps.first().getByText('Step 1')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
        'href',
        '/contact',
      );
    }
    expect(errors).toEqual([]);
  });

  test('every industry shows its title, Our Offering rows and Drive your innovation → /contact', async ({ page }) => {
    for (const id of industryIds) {
      await open(page, hrefs.industry(id));
      await expect(pageHeading(page)).toHaveText(industryNames[id]);
      const offering = page.getByRole('region', { name: 'Our Offering' });
      expect(await offering.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(4);
      await expect(page.getByText('How can we help you?')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Are you ready to revolutionize your business?' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Drive your innovation' })).toHaveAttribute('href', '/contact');
    }
  });

  test('every R&D page shows its title, features, approach and the Contact Us call to action', async ({ page }) => {
    for (const id of researchIds) {
      await open(page, hrefs.research(id));
      await expect(pageHeading(page)).toHaveText(researchNames[id]);
      const features = page.getByRole('region', { name: 'What We Offer' }).getByRole('listitem');
      expect(await features.count()).toBeGreaterThanOrEqual(6);
      expect(await page.getByRole('main').locator('ol > li').count()).toBeGreaterThanOrEqual(4);
      await expect(
        page.getByRole('heading', { level: 2, name: 'Contact us to discuss your project requirements' }),
      ).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
        'href',
        '/contact',
      );
    }
  });

  test('the R&D feature grid has 4 columns for exactly 8 features, else 3; both application headings', async ({
    page,
  }) => {
    await open(page, hrefs.research('ai'));
    const aiGrid = page.getByRole('region', { name: 'What We Offer' }).getByRole('list');
    await expect(aiGrid.getByRole('listitem')).toHaveCount(8);
    expect(await columnCount(aiGrid)).toBe(4);
    await expect(page.getByRole('heading', { level: 2, name: 'Applications Areas' })).toBeVisible();

    await open(page, hrefs.research('nlp'));
    const nlpGrid = page.getByRole('region', { name: 'What We Offer' }).getByRole('list');
    await expect(nlpGrid.getByRole('listitem')).toHaveCount(6);
    expect(await columnCount(nlpGrid)).toBe(3);
    await expect(page.getByRole('heading', { level: 2, name: 'Our Services Include' })).toBeVisible();
  });

  test('timeline steps alternate sides on desktop and stack in one column on a phone', async ({ page }) => {
    await open(page, hrefs.service('web'));
    const steps = page.getByRole('main').locator('ol > li');
    const [first, second] = [steps.nth(0), steps.nth(1)];
    expect((await box(first.locator('h3'))).x).toBeLessThan((await box(first.locator('img'))).x);
    expect((await box(second.locator('h3'))).x).toBeGreaterThan((await box(second.locator('img'))).x);

    await page.setViewportSize({ width: 390, height: 844 });
    await second.scrollIntoViewIfNeeded();
    const heading = await box(second.locator('h3'));
    const image = await box(second.locator('img'));
    expect(image.y).toBeGreaterThan(heading.y);
    expect(Math.abs(image.x - heading.x)).toBeLessThan(2);
  });

  for (const [path, title] of [
    ['/all-services/view-service/no-such-service', 'Service not found'],
    ['/all-services/research&development/no-such-offering', 'Service not found'],
    ['/all-services/industries/no-such-industry', 'Industry not found'],
  ] as const) {
    test(`${path} shows "${title}" inside the layout, marked noindex`, async ({ page }) => {
      await open(page, path);
      await expect(pageHeading(page)).toHaveText(title);
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page).toHaveTitle(`${title} | CodeCrush`);
    });
  }
});

test.describe('company pages', () => {
  test('About shows the eight value and capability names and both buttons lead on', async ({ page }) => {
    await open(page, '/about');
    await expect(pageHeading(page)).toHaveText('About CodeCrush');
    for (const name of [
      'Innovation First',
      'Deep Expertise',
      'Client-Centric',
      'Future Vision',
      'AI Solutions',
      'Web Development',
      'Mobile Apps',
      'Cloud Services',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(page.getByText(/largest and most innovative IT development company by 2030/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Careers' })).toHaveAttribute('href', '/careers');
    await page.getByRole('link', { name: 'Partner With Us' }).click();
    await expect(page).toHaveURL('/remote-resources');
  });

  test('Team shows 20 people, each photo named after its person', async ({ page }) => {
    await open(page, '/all-members');
    const cards = page.getByRole('main').locator('li:has(h3)');
    await expect(cards).toHaveCount(20);
    for (const card of await cards.all()) {
      const name = (await card.locator('h3').textContent()) ?? '';
      await expect(card.getByRole('img')).toHaveAttribute('alt', name);
    }
    const lastPhoto = cards.last().getByRole('img');
    await lastPhoto.scrollIntoViewIfNeeded();
    await expect.poll(() => lastPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('Gallery shows its heading and at least eight photos that load', async ({ page }) => {
    await open(page, '/gallery');
    await expect(pageHeading(page)).toHaveText('Our Team always like to click');
    const photos = page.getByRole('main').getByRole('img');
    expect(await photos.count()).toBeGreaterThanOrEqual(8);
    const last = photos.last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('the privacy policy is effective 1 July 2024 and its contents links jump to sections', async ({ page }) => {
    await open(page, '/privacypolicy');
    await expect(page.getByText('Effective 1 July 2024', { exact: true })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: /Children/ })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: /Children/ })).toBeInViewport();
    await expect(page).toHaveURL(/#children$/);
  });

  test('the terms (current as of 20 April 2025) switch between the Legal and Simple versions', async ({ page }) => {
    await open(page, '/termsandcondition');
    await expect(page.getByText('Current as of 20 April 2025', { exact: true })).toBeVisible();
    const legal = page.getByRole('button', { name: 'Legal Version' });
    const simple = page.getByRole('button', { name: 'Simple Version' });
    await expect(legal).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 2, name: '2. Eligibility' })).toBeVisible();

    await simple.click();
    await expect(simple).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'The terms in plain language' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '2. Eligibility' })).toHaveCount(0);

    await legal.click();
    await expect(legal).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 2, name: '2. Eligibility' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The terms in plain language' })).toHaveCount(0);
  });
});

const axePages = [
  '/about',
  hrefs.service('uiux'),
  hrefs.industry('healthcare'),
  hrefs.research('ai'),
  '/all-members',
  '/gallery',
  '/termsandcondition',
];

// One page of every kind at the desktop width (their DOM is the same at the narrow one: support/axe.ts).
for (const path of axePages) {
  test(`${path} has no axe violations at ${axeWidths.desktop} px`, async ({ page }) => {
    await page.setViewportSize({ width: axeWidths.desktop, height: 900 });
    await open(page, path);
    expect(await axeViolations(page, { tags: wcagAA })).toEqual([]);
  });
}
