import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { pageHeading } from '../support/site';

/**
 * A redeploy of one remote is a new dist/ on disk: the running servers pick it up on the next
 * page load (mf-manifest.json and remoteEntry.js are served no-cache), nothing restarts.
 * Runs in its own Playwright project, after every other test, because it rewrites mf-blog/dist.
 */
const repoRoot = path.resolve(__dirname, '..', '..');
const defaultBuildId = 'local';

// Every test rebuilds mf-blog/dist: never at the same time.
test.describe.configure({ mode: 'serial' });

/** A deploy of mf-blog: build it, then re-render only its routes' HTML (README: deploy one remote). */
function buildBlog(buildId: string) {
  const env = { ...process.env, BUILD_ID: buildId };
  execFileSync('npm', ['run', 'build', '--silent', '-w', 'mf-blog'], {
    cwd: repoRoot,
    env,
    stdio: 'pipe',
    timeout: 120_000,
  });
  execFileSync('npm', ['run', '--silent', 'prerender', '--', '--remote', 'mf_blog'], {
    cwd: repoRoot,
    env: process.env,
    stdio: 'pipe',
    timeout: 120_000,
  });
}

/** `npm run deploy -w mf-blog` / `npm run rollback -w mf-blog` (same ports as this run). */
function deployBlog(...args: string[]) {
  return execFileSync('node', ['scripts/deploy.mjs', 'mf-blog', ...args], {
    cwd: repoRoot,
    env: process.env,
    stdio: 'pipe',
    timeout: 60_000,
  }).toString();
}

const shellDist = path.join(repoRoot, 'shell', 'dist');
const blogDist = path.join(repoRoot, 'mf-blog', 'dist');

/** sha256 of every HTML page, the sitemap and robots.txt the shell serves. */
function hashPages(): Map<string, string> {
  const hashes = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'static') walk(file);
      } else if (/\.(html|xml|txt)$/.test(entry.name)) {
        hashes.set(path.relative(shellDist, file), createHash('sha256').update(fs.readFileSync(file)).digest('hex'));
      }
    }
  };
  walk(shellDist);
  return hashes;
}

/** The files mf-blog's re-render may rewrite: its routes, and home (it owns the blog teaser fragment). */
const blogFiles = (file: string) =>
  file === 'index.html' || /^(all-blogs|blog[\\/]javascript|view-blog[\\/]\d+)[\\/]index\.html$/.test(file);

/**
 * Copies mf-blog's build and the pages it renders aside; the function returned puts them back byte
 * for byte (the next test starts from the same build, without a rebuild).
 */
function keepBlogBuild(): () => void {
  const kept = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-redeploy-'));
  const pages = [...hashPages().keys()].filter(blogFiles);
  fs.cpSync(blogDist, path.join(kept, 'dist'), { recursive: true });
  for (const file of pages) fs.cpSync(path.join(shellDist, file), path.join(kept, 'pages', file));
  return () => {
    fs.rmSync(blogDist, { recursive: true, force: true });
    fs.cpSync(path.join(kept, 'dist'), blogDist, { recursive: true });
    for (const file of pages) fs.cpSync(path.join(kept, 'pages', file), path.join(shellDist, file));
    fs.rmSync(kept, { recursive: true, force: true });
  };
}

const blogBuild = (page: Page) => page.getByRole('main').locator('[data-remote="mf_blog"]').first();

async function openBlog(page: Page) {
  await page.goto('/all-blogs');
  await expect(blogBuild(page)).toBeAttached();
  await expect(pageHeading(page)).not.toHaveText('This section is temporarily unavailable');
}

test('a rebuilt, re-rendered remote: only its pages rewritten, its new HTML served, live on the next page load without a restart', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const buildId = `redeploy-${Date.now()}`;

  await openBlog(page);
  const before = await blogBuild(page).getAttribute('data-build');
  expect(before).toBeTruthy();
  expect(before).not.toBe(buildId);
  const hashesBefore = hashPages();
  expect(hashesBefore.size).toBeGreaterThan(60);

  const restore = keepBlogBuild();
  try {
    buildBlog(buildId);
    const hashesAfter = hashPages();
    expect([...hashesAfter.keys()].sort()).toEqual([...hashesBefore.keys()].sort());
    const changed = [...hashesAfter].filter(([file, hash]) => hashesBefore.get(file) !== hash).map(([file]) => file);
    expect(changed.filter((file) => !blogFiles(file))).toEqual([]);
    expect(changed).toEqual(
      expect.arrayContaining(['all-blogs/index.html', path.join('view-blog', '6', 'index.html')]),
    );
    expect(fs.readFileSync(path.join(shellDist, 'view-blog', '6', 'index.html'), 'utf8')).toContain(
      `data-build="${buildId}"`,
    );
    // Served as HTML: visible with JavaScript off.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const served = await context.newPage();
    await served.goto('/view-blog/6');
    await expect(blogBuild(served)).toHaveAttribute('data-build', buildId);
    await context.close();

    // The page open before the rebuild gets the new build at its next load.
    await page.reload();
    await expect(blogBuild(page)).toHaveAttribute('data-build', buildId);
    await expect(pageHeading(page)).not.toHaveText('This section is temporarily unavailable');
  } finally {
    // The build of before, for later tests and runs.
    restore();
  }

  await openBlog(page);
  await expect(blogBuild(page)).toHaveAttribute('data-build', defaultBuildId);
});

test('deploy v2 under the running site, roll back to v1; an already-open page keeps working', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const v1 = `team-v1-${stamp}`;
  const v2 = `team-v2-${stamp}`;
  const liveUrl = async () =>
    ((await (await page.request.get('/site-config.json')).json()) as { remotes: Record<string, string> }).remotes
      .mf_blog;

  const restore = keepBlogBuild();
  try {
    buildBlog(v1);
    expect(deployBlog()).toContain(`release ${v1}`);
    expect(await liveUrl()).toMatch(new RegExp(`/releases/${v1}/mf-manifest\\.json$`));

    // A visitor opens the blog on v1 and keeps the tab open through both switches.
    const openTab = await context.newPage();
    await openBlog(openTab);
    await expect(blogBuild(openTab)).toHaveAttribute('data-build', v1);

    buildBlog(v2);
    deployBlog();
    await openBlog(page);
    await expect(blogBuild(page)).toHaveAttribute('data-build', v2);

    // The open tab navigates on: the article's code comes from v1's folder, which is still served.
    await openTab.getByRole('main').locator('a[href^="/view-blog/"]').first().click();
    await expect(openTab).toHaveURL(/\/view-blog\/\d+$/);
    await expect(blogBuild(openTab)).toHaveAttribute('data-build', v1);
    await expect(pageHeading(openTab)).not.toHaveText('This section is temporarily unavailable');

    expect(deployBlog('--rollback')).toContain(`rolled back from ${v2} to ${v1}`);
    await page.reload();
    await expect(blogBuild(page)).toHaveAttribute('data-build', v1);
    await expect(pageHeading(page)).not.toHaveText('This section is temporarily unavailable');

    await openTab.goBack();
    await expect(blogBuild(openTab)).toHaveAttribute('data-build', v1);
    await expect(pageHeading(openTab)).not.toHaveText('This section is temporarily unavailable');
  } finally {
    // Back to the plain build for later runs: roll back every release this test made.
    for (let i = 0; i < 5; i += 1) {
      try {
        deployBlog('--rollback');
      } catch {
        break;
      }
    }
    restore();
  }
  expect(await liveUrl()).toMatch(/:\d+\/mf-manifest\.json$/);
});
