import { expect, test } from '@playwright/test';
import type { Page, Route } from '@playwright/test';
import { expectLayout, originOf, pageHeading, remotes, text } from '../support/site';
import type { RemoteInfo } from '../support/site';

/**
 * A remote down — connection refused, HTTP 500, hung (never answers) — must only take its own
 * section down: the fallback with a real "Try again", the rest of the site working. The shell's
 * loader treats every remote alike, so the first remote is taken down in all three ways and each
 * other remote in one of them, in turn (every remote and every way is covered, without 15 runs).
 */
const failures = {
  refused: (route: Route) => route.abort('connectionrefused'),
  'HTTP 500': (route: Route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  // Keeps the request pending: the shell's remoteTimeoutMs (8000) has to give up on it.
  hung: () => new Promise<void>(() => undefined),
} as const satisfies Record<string, (route: Route) => Promise<void>>;

/** A navbar link to a page of another remote than `remote`, and that remote's name. */
const elsewhere = (remote: RemoteInfo) =>
  remote.name === 'mf_marketing'
    ? { link: 'Projects', path: '/projects', remote: 'mf_portfolio' }
    : { link: 'About', path: '/about', remote: 'mf_marketing' };

type FallbackClock = { __fallbackAt: number };

/**
 * The fallback notice in the main area. On a prerendered route the notice sits above the page's
 * prerendered content (still readable); after client navigation it replaces the page.
 */
const fallbackNotice = (page: Page) => page.getByRole('main').getByRole('alert');

/** Records (epoch ms, page clock) when the fallback notice first appears. */
async function recordFallbackTime(page: Page) {
  await page.addInitScript((fallbackText) => {
    const clock = window as unknown as FallbackClock;
    clock.__fallbackAt = 0;
    const observer = new MutationObserver(() => {
      if (document.querySelector('main [role="alert"]')?.textContent?.includes(fallbackText)) {
        clock.__fallbackAt = performance.timeOrigin + performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  }, text.unavailable);
}

async function expectRemotePage(page: Page, remote: string) {
  await expect(page.getByRole('main').locator(`[data-remote="${remote}"]`).first()).toBeAttached();
  await expect(pageHeading(page)).toBeVisible();
  await expect(pageHeading(page)).not.toHaveText(text.unavailable);
}

const modes = Object.entries(failures);
/** Every mode for the first remote; one mode for each other remote, in turn. */
const casesOf = (index: number) =>
  index === 0 ? modes : modes.filter((_, mode) => mode === (index - 1) % modes.length);

for (const [index, remote] of remotes.entries()) {
  for (const [mode, handler] of casesOf(index)) {
    test(`${remote.name} ${mode}: ${remote.route} falls back, the rest works, Try again recovers`, async ({ page }) => {
      const pattern = `${originOf(remote)}/**`;
      let requestedAt = 0;
      await page.route(pattern, (route) => {
        // The shell asking for the remote (the prerendered HTML's images and preloads come earlier).
        if (route.request().url().includes('mf-manifest.json')) requestedAt ||= Date.now();
        return handler(route);
      });
      await recordFallbackTime(page);

      // A hung origin's images (in the prerendered HTML) hold the load event: wait for the document.
      await page.goto(remote.route, { waitUntil: 'domcontentloaded' });
      const fallback = fallbackNotice(page);
      await expect(fallback).toContainText(text.unavailable, { timeout: 20_000 });
      // remoteTimeoutMs is 8000: the fallback is there within 10 s of the shell asking for the remote
      // (measured in the page, so a busy test machine's polling does not count).
      const fallbackAt = await page.evaluate(() => (window as unknown as FallbackClock).__fallbackAt);
      expect(requestedAt).toBeGreaterThan(0);
      expect(fallbackAt - requestedAt).toBeLessThan(10_000);
      const tryAgain = page.getByRole('main').getByRole('button', { name: text.tryAgain });
      await expect(tryAgain).toBeVisible();
      await expectLayout(page);

      // Another remote's route, client-side, still works.
      const other = elsewhere(remote);
      await page.getByRole('banner').getByRole('link', { name: other.link, exact: true }).click();
      await expect(page).toHaveURL(other.path);
      await expectRemotePage(page, other.remote);

      // Back on the broken route: still the fallback (the failed load is not silently retried).
      // (Client-side: `commit`, as a hung origin's images may still hold the document's load event.)
      await page.goBack({ waitUntil: 'commit' });
      await expect(page).toHaveURL(remote.route);
      await expect(fallback).toContainText(text.unavailable);

      // The remote comes back: Try again really loads it (on a prerendered page it loads the page
      // afresh: the browser would answer a retry from the page's failed preloads).
      await page.unroute(pattern);
      await tryAgain.click();
      await expectRemotePage(page, remote.name);
      await page.getByRole('banner').getByRole('link', { name: other.link, exact: true }).click();
      await expectRemotePage(page, other.remote);
      await page.goBack();
      await expectRemotePage(page, remote.name);
      await expect(fallback).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('button', { name: text.tryAgain })).toHaveCount(0);

      // And the site keeps working afterwards, both ways, without reloading the healthy remote.
      const otherPort = remotes.find((r) => r.name === other.remote)?.port;
      const reloads: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(`http://localhost:${otherPort}/`)) reloads.push(request.url());
      });
      await page.getByRole('banner').getByRole('link', { name: other.link, exact: true }).click();
      await expect(page).toHaveURL(other.path);
      await expectRemotePage(page, other.remote);
      expect(reloads.filter((url) => /mf-manifest\.json|remoteEntry\.js/.test(url))).toEqual([]);
      await page.goBack();
      await expect(page).toHaveURL(remote.route);
      await expectRemotePage(page, remote.name);
    });
  }
}
