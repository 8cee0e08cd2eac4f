import { expect, test } from '@playwright/test';
import { appReady } from '../support/site';
import { axeViolations, wcagAA } from '../support/axe';

/**
 * The shell's own pages: zero axe violations (WCAG 2.x A/AA rules). Every remote's spec checks its
 * pages, with the layout around them, at 390 and 1366 px (home also at 820 px).
 */
const pages = ['/checkchatbox', '/no-such-page'];

for (const path of pages) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    expect(await axeViolations(page, { tags: wcagAA })).toEqual([]);
  });
}

test('the mobile menu has no axe violations when open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  await appReady(page); // a click before hydration does nothing
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Services' }).click();
  expect(await axeViolations(page, { tags: ['wcag2a', 'wcag2aa'] })).toEqual([]);
});

test('the axe check finds a missing text alternative and a missing label, and only inside its scope', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="en"><title>Check</title><body><main><h1>Check</h1><img src="data:,"><input></main><aside><img src="data:,"></aside></body></html>',
  );
  const ruleIds = (lines: string[]) => lines.map((line) => line.split(':')[0]);
  expect(ruleIds(await axeViolations(page, { tags: wcagAA }))).toEqual(expect.arrayContaining(['image-alt', 'label']));
  expect(await axeViolations(page, { tags: wcagAA, scope: 'aside' })).toEqual(['image-alt: aside > img']);
});
