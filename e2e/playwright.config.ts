import { defineConfig, devices } from '@playwright/test';
import { portOf } from '@codecrush/build-config/runtime';
import { chromiumArgs, headlessShellExecutable } from './support/chromium.mjs';
import { apiDataDir, testCompositionEnv } from './support/composition';

const baseURL = process.env.BASE_URL ?? `http://localhost:${portOf('shell')}`;

/**
 * e2e against the production composition, started by the run itself (`npm start`: every app's
 * dist/ on its own port, plus the email API on a throw-away data dir).
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/globalSetup.ts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // A failed test keeps its trace: every action with the DOM before and after it. Without the
    // screencast (a screenshot per frame), which cost a quarter of the run's time; the page as it
    // ended is still kept as one screenshot.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: headlessShellExecutable, args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /(redeploy|canary)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    {
      // Rebuilds a remote's dist/ under the running site: runs alone, after everything else.
      name: 'redeploy',
      testMatch: /redeploy\.spec\.ts/,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    {
      // Holds a canary of mf-blog on the running site (rebuilding its dist/ first): after the redeploy.
      name: 'canary',
      testMatch: /canary\.spec\.ts/,
      dependencies: ['redeploy'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
  ],
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/site-config.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: testCompositionEnv(apiDataDir('e2e-api')),
  },
});
