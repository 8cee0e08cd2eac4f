import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { appReady, originOf, pageHeading, remoteNamed, remotes, text } from '../support/site';
import { axeViolations, wcagAA } from '../support/axe';

/**
 * What a team that owns one remote relies on in the running site: automatic retries before the
 * fallback, and the remotes status panel (only with dev overrides enabled).
 * Deploy and rollback under the running site are in redeploy.spec.ts (they rebuild a remote).
 */
const blog = remoteNamed('mf_blog');

type FallbackSeen = { __sawFallback: boolean };

/** Records whether the fallback ever appeared on the page, however briefly. */
async function watchForFallback(page: Page) {
  await page.addInitScript((fallbackText) => {
    const seen = window as unknown as FallbackSeen;
    seen.__sawFallback = false;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(fallbackText)) seen.__sawFallback = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text.unavailable);
}

for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
  test(`a remote whose ${file} fails twice and then answers renders without the fallback`, async ({ page }) => {
    const requests: string[] = [];
    await page.route(new RegExp(`^${originOf(blog)}/${file.replace('.', '\\.')}`), (route) => {
      requests.push(route.request().url());
      return requests.length <= 2
        ? route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' })
        : route.continue();
    });
    await watchForFallback(page);

    await page.goto(blog.route);
    // The prerendered page is hydrated only once its remote has loaded (retries included).
    await appReady(page);
    await expect(page.getByRole('main').locator('[data-remote="mf_blog"]').first()).toBeAttached();
    await expect(pageHeading(page)).not.toHaveText(text.unavailable);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    expect(requests).toHaveLength(3);
    // Each retry asks for a fresh manifest URL, so no cache can answer with the failure.
    if (file === 'mf-manifest.json') expect(new Set(requests).size).toBe(3);
    expect(await page.evaluate(() => (window as unknown as FallbackSeen).__sawFallback)).toBe(false);
  });
}

test('a remote that keeps failing gets two retries, then the notice with a working Try again', async ({ page }) => {
  const stamps: number[] = [];
  const pattern = new RegExp(`^${originOf(blog)}/mf-manifest\\.json`);
  await page.route(pattern, (route) => {
    stamps.push(Date.now());
    return route.abort('connectionrefused');
  });
  await page.goto(blog.route);
  // A prerendered page keeps its content readable under the notice.
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText(text.unavailable);
  await expect(pageHeading(page)).toHaveText('Our Blog');
  expect(stamps).toHaveLength(3);
  // Backoff: ≈300 ms, then ≈900 ms (lower bounds only: a busy machine may be slower, never faster).
  expect((stamps[1] ?? 0) - (stamps[0] ?? 0)).toBeGreaterThanOrEqual(250);
  expect((stamps[2] ?? 0) - (stamps[1] ?? 0)).toBeGreaterThanOrEqual(850);

  await page.unroute(pattern);
  await main.getByRole('button', { name: text.tryAgain }).click();
  await appReady(page);
  await expect(main.getByRole('alert')).toHaveCount(0);
  await expect(main.locator('[data-remote="mf_blog"]').first()).toBeAttached();
  await expect(main.getByRole('button', { name: text.tryAgain })).toHaveCount(0);
});

/** Serves the real site-config.json with `devOverridesEnabled` set as given. */
async function withDevOverrides(page: Page, enabled: boolean) {
  await page.route('**/site-config.json', async (route) => {
    const response = await route.fetch();
    const config = { ...(await response.json()), devOverridesEnabled: enabled };
    await route.fulfill({ response, json: config });
  });
}

test('the remotes status panel lists the five remotes with their build ids when dev overrides are on', async ({
  page,
}) => {
  await withDevOverrides(page, true);
  await page.goto(blog.route);
  await expect(page.getByRole('main').locator('[data-remote="mf_blog"]').first()).toBeAttached();
  const expectedBuild = await page
    .getByRole('main')
    .locator('[data-remote="mf_blog"]')
    .first()
    .getAttribute('data-build');

  const toggle = page.getByRole('button', { name: 'Remotes' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const table = page.getByRole('complementary', { name: 'Remotes on this page' }).getByRole('table');
  await expect(table.getByRole('rowheader')).toHaveText(remotes.map((remote) => remote.name));

  const blogRow = table.locator('tr[data-remote-status="mf_blog"]');
  await expect(blogRow.locator('[data-column="build"]')).toHaveText(expectedBuild ?? 'missing');
  await expect(blogRow.locator('[data-column="state"]')).toHaveText('loaded');
  await expect(blogRow).toContainText(`${originOf(blog)}/mf-manifest.json`);
  await expect(blogRow).toContainText(/\d+ ms/);
  // Remotes this page has not loaded show the build their manifest names.
  for (const remote of remotes) {
    await expect(table.locator(`tr[data-remote-status="${remote.name}"] [data-column="build"]`)).not.toHaveText('—');
  }
  await expect(table.locator('tr[data-remote-status="mf_careers"] [data-column="state"]')).toHaveText('not loaded yet');

  // The open panel is accessible (contrast, table semantics, names).
  expect(await axeViolations(page, { tags: wcagAA, scope: 'aside[aria-label="Remotes on this page"]' })).toEqual([]);
});

test('the remotes status panel is absent for ordinary visitors', async ({ page }) => {
  await withDevOverrides(page, false);
  await page.goto(blog.route);
  await expect(page.getByRole('main').locator('[data-remote="mf_blog"]').first()).toBeAttached();
  await expect(page.getByRole('button', { name: 'Remotes' })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Remotes on this page' })).toHaveCount(0);
});

test('an invalid site-config.json shows an error page naming the bad keys, not a blank page', async ({ page }) => {
  // A prerendered page carries the (valid) config it was rendered with and never reads the file
  // before it is live; a page without it — the SPA fallback, `npm run dev` — boots from the file.
  await page.route(blog.route, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script[^>]*id="codecrush-prerender"[^>]*>[^<]*<\/script>/, '');
    await route.fulfill({ response, body: html });
  });
  await page.route('**/site-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { remotes: Record<string, string>; remoteTimeoutMs: unknown };
    delete config.remotes.mf_blog;
    config.remoteTimeoutMs = 'soon';
    await route.fulfill({ response, json: config });
  });
  await page.goto(blog.route);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CodeCrush is briefly unavailable');
  await page.getByText('Technical details for the site team').click();
  await expect(page.getByRole('listitem')).toHaveText([
    /^remotes\.mf_blog is missing/,
    /^remoteTimeoutMs expected a number of milliseconds, got "soon"/,
  ]);
});
