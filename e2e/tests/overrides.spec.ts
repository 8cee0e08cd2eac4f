import { expect, test } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { overrideShellOrigin, startOverrideShell } from '../support/overrideShell';
import { expectLayout, pageHeading, remotes } from '../support/site';

// Overrides are a development tool: `npm start` (the run's composition) has them off. These tests
// use a second deploy of the same shell build with DEV_OVERRIDES=on, beside the same remotes.
test.use({ baseURL: overrideShellOrigin });
test.describe.configure({ mode: 'serial' });
let stopShell: (() => Promise<void>) | undefined;
test.beforeAll(async () => {
  stopShell = await startOverrideShell();
});
test.afterAll(async () => {
  await stopShell?.();
});

const storageKey = 'codecrush:mf-overrides';
const evilManifest = 'https://evil.example.com/mf-manifest.json';
const blogPort = remotes.find((r) => r.name === 'mf_blog')?.port;
const blogOrigin = `http://localhost:${blogPort}`;
const localOrigin = `http://127.0.0.1:${blogPort}`;
const localManifest = `${localOrigin}/mf-manifest.json`;

const badge = (page: Page) => page.getByTestId('mf-override-badge');
const storedOverrides = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), storageKey);

function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

async function expectBlogPage(page: Page) {
  await expectLayout(page);
  await expect(page.getByRole('main').locator('[data-remote="mf_blog"]').first()).toBeAttached();
  await expect(pageHeading(page)).toBeVisible();
  await expect(pageHeading(page)).not.toHaveText('This section is temporarily unavailable');
}

test('with overrides on, the CSP allows the override origins and their HMR sockets', async ({ request }) => {
  const config = (await (await request.get('/site-config.json')).json()) as { devOverridesEnabled: boolean };
  expect(config.devOverridesEnabled).toBe(true);
  const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  const connectSrc = csp.split(';').find((directive) => directive.trim().startsWith('connect-src')) ?? '';
  expect(scriptSrc.split(' ')).toEqual(expect.arrayContaining(['http://localhost:*', 'http://127.0.0.1:*']));
  expect(connectSrc.split(' ')).toEqual(expect.arrayContaining(['ws://localhost:*', 'ws://127.0.0.1:*']));
});

test('an override to an origin that is not allow-listed is refused and never requested', async ({ page }) => {
  const requests = recordRequests(page);
  // Should the shell ever try, the request fails instead of leaving the machine.
  await page.route('https://evil.example.com/**', (route) => route.abort('blockedbyclient'));

  await page.goto(`/?mf-override=${encodeURIComponent(`mf_blog@${evilManifest}`)}`);
  await expect(badge(page)).toBeVisible();
  await expect(badge(page)).toContainText('Override refused');
  await expect(badge(page)).toContainText('evil.example.com');
  await expect(badge(page)).not.toContainText('Dev override active');
  expect(await storedOverrides(page)).toBeNull();

  // The blog still comes from its configured origin (client-side, through the navbar).
  await page.getByRole('banner').getByRole('button', { name: 'Remote Resources' }).hover();
  await page.locator('#menu-remote-resources').getByRole('link', { name: 'Blogs' }).click();
  await expect(page).toHaveURL('/all-blogs');
  await expectBlogPage(page);
  await page.waitForLoadState('networkidle');

  expect(requests.filter((r) => new URL(r.url()).hostname === 'evil.example.com').map((r) => r.url())).toEqual([]);
  expect(requests.some((r) => r.url().startsWith(`${blogOrigin}/mf-manifest.json`))).toBe(true);
});

test('an override of an unknown remote is refused', async ({ page }) => {
  await page.goto(`/about?mf-override=${encodeURIComponent(`mf_unknown@${blogOrigin}/mf-manifest.json`)}`);
  await expect(badge(page)).toContainText('Override refused');
  await expect(badge(page)).toContainText('unknown remote');
  await expect(pageHeading(page)).toBeVisible();
});

test('an allow-listed override loads the remote from there, persists, and can be cleared', async ({ page }) => {
  const requests = recordRequests(page);
  const overrideRequests = () => requests.filter((r) => r.url().startsWith(`${localOrigin}/`));

  await page.goto(`/all-blogs?mf-override=${encodeURIComponent(`mf_blog@${localManifest}`)}`);
  await expect(badge(page)).toContainText('Dev override active');
  await expect(badge(page)).toContainText(`mf_blog → ${localManifest}`);
  await expect(badge(page)).not.toContainText('Override refused');
  await expectBlogPage(page);
  expect(overrideRequests().length).toBeGreaterThan(0);
  // The runtime never asks the configured origin (the prerendered HTML may still preload from it).
  expect(requests.some((r) => r.url().startsWith(`${blogOrigin}/mf-manifest.json`))).toBe(false);
  expect(await storedOverrides(page)).toContain(localManifest);

  // Remembered in localStorage: a later visit without the query string keeps it.
  requests.length = 0;
  await page.goto('/all-blogs');
  await expect(badge(page)).toContainText(`mf_blog → ${localManifest}`);
  await expectBlogPage(page);
  expect(overrideRequests().length).toBeGreaterThan(0);

  // Clear: the page reloads without the override, back on the configured origin.
  requests.length = 0;
  await badge(page).getByRole('button', { name: 'Clear overrides' }).click();
  await expect(badge(page)).toHaveCount(0);
  await expectBlogPage(page);
  await expect.poll(() => requests.some((r) => r.resourceType() === 'document')).toBe(true);
  await expect.poll(() => requests.some((r) => r.url().startsWith(`${blogOrigin}/mf-manifest.json`))).toBe(true);
  expect(overrideRequests()).toEqual([]);
  expect(await storedOverrides(page)).toBeNull();
  await expect(page).toHaveURL('/all-blogs');
});
