import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { portOf } from '@codecrush/build-config/runtime';
import { paths, remoteAppsByKey, remoteKeys } from '@codecrush/contracts';
import type { RemoteName, RouteKey } from '@codecrush/contracts';

/** Copy the shell and the shared fallback render (kept here so every spec asserts the same text). */
export const text = {
  unavailable: 'This section is temporarily unavailable',
  tryAgain: 'Try again',
  notFound: 'Page not found',
  serviceNotFound: 'Service not found',
} as const;

/**
 * The five remotes (packages/contracts/src/apps.mjs), the port each is served on locally (PORT_* /
 * PORT_OFFSET aware) and one route each owns (its first page's path).
 */
export const remotes = remoteKeys.map((key) => {
  const { dir, name, pages } = remoteAppsByKey[key];
  const firstPage = Object.keys(pages)[0] as RouteKey;
  return { name, port: portOf(dir) as number, route: paths[firstPage] };
});

export type RemoteInfo = (typeof remotes)[number];

/** The remote with that container name. */
export function remoteNamed(name: RemoteName): RemoteInfo {
  const remote = remotes.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`No remote ${name} in packages/contracts/src/apps.mjs`);
  return remote;
}

export const originOf = (remote: RemoteInfo) => `http://localhost:${remote.port}`;

/** The app is live: the prerendered page is hydrated (or the page rendered) — the shell marks <html>. */
export const appReady = (page: Page) => expect(page.locator('html[data-app-ready="true"]')).toBeAttached();

/** The shell's origin under this run's ports. */
export const shellOrigin = `http://localhost:${portOf('shell')}`;

/**
 * Collects every uncaught page error and console error from now on. Read the array at the end of
 * the test: it must be empty.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  return errors;
}

/** The root layout is on screen: the header with the main navigation, the main area and the footer. */
export async function expectLayout(page: Page) {
  const banner = page.getByRole('banner');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('navigation', { name: 'Main' })).toBeAttached();
  await expect(page.getByRole('main')).toBeAttached();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/** A deferred-hydration island's wrapper, by the name it was declared with. */
export const islandNamed = (page: Page, name: string) => page.locator(`[data-island="${name}"]`);

/** Set on an island's wrapper once its code has hydrated it. */
export const islandHydrated = 'data-island-hydrated';

/**
 * Scrolls a deferred-hydration island into view, as a reader would, and waits until its code has
 * hydrated it (a click before that reaches only the served HTML).
 */
export async function scrollToIsland(page: Page, name: string) {
  const island = islandNamed(page, name);
  await island.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute(islandHydrated, '');
  return island;
}

/** The page's h1, once the route's page (not its skeleton) has rendered. */
export const pageHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** Scrolls the window to `y` and waits until the scroll has happened. */
export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, left: 0, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

/** Each wait below gets its own number, so one wait's count of quiet frames never carries into the next. */
let settleWaits = 0;

/**
 * Waits until the page has been still for three animation frames in a row: no CSS transition
 * running (the navbar's background after a scroll, a hover or focus style) and no scrolling. A
 * transition that a scroll or a pointer now over another element starts a frame later (the scroll
 * handler's re-render, the new hover) restarts the count, so colour checks read final colours, not a
 * frame in between.
 */
export const transitionsSettled = (page: Page) => {
  settleWaits += 1;
  return page.waitForFunction(
    (wait) => {
      type Settling = { wait: number; quietFrames: number; scrollY: number };
      const held = window as unknown as { settling?: Settling };
      if (held.settling?.wait !== wait) held.settling = { wait, quietFrames: 0, scrollY: window.scrollY };
      const settling = held.settling;
      const transitionRunning = document
        .getAnimations()
        .some((animation) => animation instanceof CSSTransition && animation.playState === 'running');
      const scrolled = settling.scrollY !== window.scrollY;
      settling.scrollY = window.scrollY;
      settling.quietFrames = transitionRunning || scrolled ? 0 : settling.quietFrames + 1;
      return settling.quietFrames >= 3;
    },
    settleWaits,
    { polling: 'raf' },
  );
};

/**
 * `items` cut into `count` runs of nearly equal length, in order: a loop over many pages becomes
 * `count` tests that Playwright's workers share.
 */
export function shardsOf<T>(items: readonly T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, index) => items.slice(index * size, (index + 1) * size)).filter(
    (shard) => shard.length > 0,
  );
}
