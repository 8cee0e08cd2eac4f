import { expect, test } from '@playwright/test';
import { collectPageErrors, expectLayout, pageHeading, text } from '../support/site';

// Every route rendering inside the layout, with its owner's page, one h1 and no error, is checked
// page by page where every served page is hydrated (prerender.spec.ts).

test('an unknown path shows "Page not found" inside the layout', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/no-such-page');
  await expectLayout(page);
  await expect(pageHeading(page)).toHaveText(text.notFound);
  await expect(page.locator('h1')).toHaveCount(1);
  // The page itself is served with status 404 (the prerendered not-found page); Chromium logs that.
  expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
});

test('an unknown service id shows "Service not found"', async ({ page }) => {
  await page.goto('/all-services/view-service/no-such-service');
  await expectLayout(page);
  await expect(page.getByRole('main').locator('[data-remote="mf_marketing"]').first()).toBeAttached();
  await expect(page.getByRole('main')).toContainText(text.serviceNotFound);
});
