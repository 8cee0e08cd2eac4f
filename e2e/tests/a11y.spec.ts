import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { appReady, transitionsSettled } from '../support/site';

/**
 * The shell's own pages: zero axe violations (WCAG 2.x A/AA rules). Every remote's spec checks its
 * pages, with the layout around them, at 390 and 1366 px (home also at 820 px).
 */
const pages = ['/checkchatbox', '/no-such-page'];

for (const path of pages) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the mobile menu has no axe violations when open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  await appReady(page); // a click before hydration does nothing
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Services' }).click();
  await transitionsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
