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

// Both tests rebuild mf-blog/dist: never at the same time.
test.describe.configure({ mode: 'serial' });

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

/** `npm run deploy -w mf-blog` / `npm run rollback -w mf-blog` (same ports as this run). */
function deployBlog(...args: string[]) {
  return execFileSync('node', ['scripts/deploy.mjs', 'mf-blog', ...args], {
    cwd: repoRoot,
    env: process.env,
    stdio: 'pipe',
    timeout: 60_000,
  }).toString();
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
    buildBlog(undefined);
  }
  expect(await liveUrl()).toMatch(/:\d+\/mf-manifest\.json$/);
});
