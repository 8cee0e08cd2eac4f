import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { fairDrawRange } from '../support/binomial';
import { appReady, collectPageErrors, originOf, pageHeading, remoteNamed } from '../support/site';

/**
 * A canary release of mf-blog held at 20 % on the running production composition
 * (`npm run deploy -w mf-blog -- --canary-hold 20`): the share of page loads that get it, each load
 * hydrated by the build its HTML was rendered with, client-side navigations keeping the load's
 * choice, and no page cached across choices. Runs in its own Playwright project after the redeploy
 * one: it rebuilds mf-blog/dist and changes the live site config.
 */
const repoRoot = path.resolve(__dirname, '..', '..');
const blogDist = path.join(repoRoot, 'mf-blog', 'dist');
const share = 20;
// 1000 loads (a few seconds): the range a fair draw keeps to, 139–261, excludes a share of 10 or 30 %.
const loads = 1000;

test.describe.configure({ mode: 'serial' });

/** `node scripts/deploy.mjs mf-blog …` against this run's composition. */
const deployBlog = (...args: string[]) =>
  execFileSync('node', ['scripts/deploy.mjs', 'mf-blog', ...args], {
    cwd: repoRoot,
    env: process.env,
    stdio: 'pipe',
    timeout: 120_000,
  }).toString();

/** The build whose HTML this is: the blog remote's `data-build` in the served page. */
const servedBuildOf = (html: string) => /data-remote="mf_blog" data-build="([^"]+)"/.exec(html)?.[1];

const blogRoot = (page: Page) => page.getByRole('main').locator('[data-remote="mf_blog"]').first();

let canaryBuild = '';
let restoreBlog: () => void = () => undefined;

test.beforeAll(() => {
  test.setTimeout(300_000);
  canaryBuild = `canary-${Date.now()}`;
  const kept = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-canary-'));
  fs.cpSync(blogDist, kept, { recursive: true });
  restoreBlog = () => {
    fs.rmSync(blogDist, { recursive: true, force: true });
    fs.cpSync(kept, blogDist, { recursive: true });
    fs.rmSync(kept, { recursive: true, force: true });
  };
  try {
    execFileSync('npm', ['run', 'build', '--silent', '-w', 'mf-blog'], {
      cwd: repoRoot,
      env: { ...process.env, BUILD_ID: canaryBuild },
      stdio: 'pipe',
      timeout: 180_000,
    });
    // Copied into its release folder and its pages rendered from there: the stable build, served
    // from dist/, gets its own files back before any page is loaded.
    deployBlog('--canary-hold', String(share));
  } finally {
    restoreBlog();
  }
});

test.afterAll(() => {
  deployBlog('--rollback');
});

test(`a canary at ${share} %: of ${loads} page loads, the share that got it is within what a fair draw gives, and no page is cached across choices`, async ({
  request,
}) => {
  test.setTimeout(120_000);
  let canaries = 0;
  const builds = new Set<string | undefined>();
  for (let load = 0; load < loads; load += 1) {
    const response = await request.get('/all-blogs');
    expect(response.status()).toBe(200);
    // Revalidated at every load and never matched by a validator: no cache may answer one choice
    // with the other's HTML.
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(response.headers().etag).toBeUndefined();
    expect(response.headers()['last-modified']).toBeUndefined();
    const build = servedBuildOf(await response.text());
    builds.add(build);
    if (build === canaryBuild) canaries += 1;
  }
  const [low, high] = fairDrawRange(loads, share / 100);
  expect(builds.size, [...builds].join(', ')).toBe(2);
  expect(canaries).toBeGreaterThanOrEqual(low);
  expect(canaries).toBeLessThanOrEqual(high);
});

test("every page load hydrates with the build its HTML was rendered with, without an error; a client-side navigation keeps the load's choice", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  const blogOrigin = originOf(remoteNamed('mf_blog'));
  const blogManifests: string[] = [];
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
    if (request.url().startsWith(blogOrigin) && request.url().endsWith('/mf-manifest.json'))
      blogManifests.push(request.url());
  });
  const seen = { canary: 0, stable: 0 };
  // Until each choice was seen twice: at 20 %, 60 loads miss the canary with a chance of 1.5e-6.
  for (let load = 0; load < 60 && (seen.canary < 2 || seen.stable < 2); load += 1) {
    blogManifests.length = 0;
    const response = await page.goto('/all-blogs');
    const served = servedBuildOf((await response?.text()) ?? '');
    const isCanary = served === canaryBuild;
    seen[isCanary ? 'canary' : 'stable'] += 1;
    await appReady(page);
    // Hydrated, not rendered again: the served markup's build is the one on screen, and its code is
    // the one loaded (the canary's release folder, or the stable build's manifest).
    await expect(blogRoot(page), `load ${load}`).toHaveAttribute('data-build', served ?? '');
    expect(blogManifests, `load ${load}: ${served}`).toEqual([
      isCanary ? `${blogOrigin}/releases/${canaryBuild}/mf-manifest.json` : `${blogOrigin}/mf-manifest.json`,
    ]);
    expect(errors, `load ${load}`).toEqual([]);

    if (isCanary && seen.canary === 1) {
      // A client-side navigation from a canary load: no new document, the article from the canary.
      documents.length = 0;
      await page.getByRole('main').locator('a[href^="/view-blog/"]').first().click();
      await expect(page).toHaveURL(/\/view-blog\/\d+$/);
      await expect(pageHeading(page)).not.toHaveText('This section is temporarily unavailable');
      await expect(blogRoot(page)).toHaveAttribute('data-build', canaryBuild);
      expect(documents).toEqual([]);
      expect(blogManifests.every((url) => url.includes(`/releases/${canaryBuild}/`))).toBe(true);
    }
  }
  expect(seen.canary).toBeGreaterThanOrEqual(2);
  expect(seen.stable).toBeGreaterThanOrEqual(2);
  expect(errors).toEqual([]);
});
