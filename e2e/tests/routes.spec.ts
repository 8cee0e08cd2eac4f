import { expect, test } from '@playwright/test';
import { collectPageErrors, expectLayout, pageHeading, text } from '../support/site';

/** Every route of the site's route table, with the remote that renders it (null: the shell's own page). */
const routes: { path: string; remote: string | null }[] = [
  { path: '/', remote: 'mf_marketing' },
  { path: '/about', remote: 'mf_marketing' },
  { path: '/all-services/view-service/web', remote: 'mf_marketing' },
  { path: '/all-services/industries/travel', remote: 'mf_marketing' },
  { path: '/all-services/research&development/ai', remote: 'mf_marketing' },
  { path: '/projects', remote: 'mf_portfolio' },
  { path: '/view-project/comboseek', remote: 'mf_portfolio' },
  { path: '/all-blogs', remote: 'mf_blog' },
  { path: '/blog/javascript', remote: 'mf_blog' },
  ...[1, 2, 3, 4, 5, 6].map((id) => ({ path: `/view-blog/${id}`, remote: 'mf_blog' })),
  { path: '/all-members', remote: 'mf_marketing' },
  { path: '/remote-resources', remote: 'mf_forms' },
  { path: '/gallery', remote: 'mf_marketing' },
  { path: '/careers', remote: 'mf_careers' },
  { path: '/careers/apply', remote: 'mf_careers' },
  { path: '/careers/internship/apply', remote: 'mf_forms' },
  { path: '/privacypolicy', remote: 'mf_marketing' },
  { path: '/termsandcondition', remote: 'mf_marketing' },
  { path: '/contact', remote: 'mf_forms' },
  { path: '/checkchatbox', remote: null },
];

for (const { path, remote } of routes) {
  test(`${path} renders inside the layout with one h1 and no errors`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(path);
    await expectLayout(page);
    if (remote) await expect(page.getByRole('main').locator(`[data-remote="${remote}"]`).first()).toBeAttached();
    const heading = pageHeading(page);
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText(text.unavailable);
    await expect(heading).toHaveText(/\S/);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1')).toHaveCount(1);
    expect(errors).toEqual([]);
  });
}

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
