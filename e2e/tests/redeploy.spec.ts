import { execFileSync } from 'node:child_process';
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

function buildBlog(buildId: string | undefined) {
  const env = { ...process.env };
  if (buildId === undefined) delete env.BUILD_ID;
  else env.BUILD_ID = buildId;
  execFileSync('npm', ['run', 'build', '--silent', '-w', 'mf-blog'], {
    cwd: repoRoot,
    env,
    stdio: 'pipe',
    timeout: 120_000,
  });
}

const blogBuild = (page: Page) => page.getByRole('main').locator('[data-remote="mf_blog"]').first();

async function openBlog(page: Page) {
  await page.goto('/all-blogs');
  await expect(blogBuild(page)).toBeAttached();
  await expect(pageHeading(page)).not.toHaveText('This section is temporarily unavailable');
}

test('a rebuilt remote is live on the next page load, without a restart', async ({ page }) => {
  test.setTimeout(300_000);
  const buildId = `redeploy-${Date.now()}`;

  await openBlog(page);
  const before = await blogBuild(page).getAttribute('data-build');
  expect(before).toBeTruthy();
  expect(before).not.toBe(buildId);

  try {
    buildBlog(buildId);
    await page.reload();
    await expect(blogBuild(page)).toHaveAttribute('data-build', buildId);
    await expect(pageHeading(page)).not.toHaveText('This section is temporarily unavailable');
  } finally {
    // Leave a normal build behind for later runs.
    buildBlog(undefined);
  }

  await openBlog(page);
  await expect(blogBuild(page)).toHaveAttribute('data-build', defaultBuildId);
});
