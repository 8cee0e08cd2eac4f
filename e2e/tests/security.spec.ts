import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expectLayout, pageHeading, remotes } from '../support/site';

/** The shell's security policy as `npm start` serves it (the run's composition: defaults, no DEV_OVERRIDES). */

type SiteConfigJson = {
  remotes: Record<string, string>;
  api: { baseUrl: string };
  emailjs: { origin: string };
  chatWidgetUrl: string;
  devOverridesEnabled: boolean;
};

const blogPort = remotes.find((r) => r.name === 'mf_blog')?.port;
const blogOrigin = `http://localhost:${blogPort}`;
const localOverride = `http://127.0.0.1:${blogPort}`;
const storageKey = 'codecrush:mf-overrides';

const originOf = (url: string) => new URL(url).origin;
const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

async function policyOf(request: APIRequestContext, path: string): Promise<Map<string, string[]>> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const header = response.headers()['content-security-policy'];
  expect(header, `CSP of ${path}`).toBeTruthy();
  return new Map(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

async function siteConfig(request: APIRequestContext): Promise<SiteConfigJson> {
  return (await (await request.get('/site-config.json')).json()) as SiteConfigJson;
}

test('the CSP lists exactly the origins of site-config.json: no dev-override origins, no ws:, no unsafe script sources', async ({
  request,
}) => {
  const config = await siteConfig(request);
  expect(config.devOverridesEnabled).toBe(false);
  const remoteOrigins = Object.values(config.remotes).map(originOf);
  const chat = config.chatWidgetUrl ? [originOf(config.chatWidgetUrl)] : [];
  const api = [originOf(config.api.baseUrl), originOf(config.emailjs.origin)];

  for (const path of ['/', '/view-blog/1', '/contact']) {
    const csp = await policyOf(request, path);
    const sources = [...csp.values()].flat();
    expect(
      sources.filter((s) => /(localhost|127\.0\.0\.1):\*|^wss?:/.test(s)),
      path,
    ).toEqual([]);
    expect(csp.get('script-src'), path).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src'), path).not.toContain("'unsafe-eval'");
    expect(sorted(csp.get('script-src') ?? [])).toEqual(sorted(["'self'", ...remoteOrigins, ...chat]));
    expect(sorted(csp.get('connect-src') ?? [])).toEqual(sorted(["'self'", ...remoteOrigins, ...api, ...chat]));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  }
});

test('the HTML needs no inline script permission: inline scripts are data (application/json) only', async ({
  request,
}) => {
  for (const path of ['/', '/view-blog/1']) {
    const html = await (await request.get(path)).text();
    const inline = [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? '').filter((a) => !/\bsrc=/.test(a));
    expect(
      inline.filter((attributes) => !/type=["']?application\/(ld\+)?json/i.test(attributes)),
      path,
    ).toEqual([]);
  }
});

test('the other security headers stay: HSTS, nosniff, frame denial, referrer and permissions policies', async ({
  request,
}) => {
  const headers = (await request.get('/')).headers();
  expect(headers['strict-transport-security']).toMatch(/max-age=31536000/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
});

function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

test('?mf-override= to an allow-listed localhost origin is refused under npm start, with a console message, nothing requested from it', async ({
  page,
}) => {
  const requests = recordRequests(page);
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));

  // An override remembered from a development session is forgotten too.
  await page.goto('/about');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    storageKey,
    JSON.stringify({ mf_blog: `${localOverride}/mf-manifest.json` }),
  ] as const);
  await page.goto(`/all-blogs?mf-override=${encodeURIComponent(`mf_blog@${localOverride}/mf-manifest.json`)}`);
  await expectLayout(page);
  await expect(page.getByRole('main').locator('[data-remote="mf_blog"]').first()).toBeAttached();
  await expect(pageHeading(page)).toBeVisible();
  await expect(pageHeading(page)).not.toHaveText('This section is temporarily unavailable');
  await expect.poll(() => messages.find((m) => m.includes('DEV_OVERRIDES=on'))).toContain('turned off');
  await expect(page.getByTestId('mf-override-badge')).toHaveCount(0);
  await page.waitForLoadState('networkidle');

  expect(requests.filter((r) => r.url().startsWith(`${localOverride}/`)).map((r) => r.url())).toEqual([]);
  expect(requests.some((r) => r.url().startsWith(`${blogOrigin}/mf-manifest.json`))).toBe(true);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), storageKey)).toBeNull();
});

test('npm run observatory: MDN HTTP Observatory grades the shell in TLS mode A+ (≥ 100), every test passing', async () => {
  test.setTimeout(120_000);
  const repoRoot = path.join(__dirname, '..', '..');
  const run = spawnSync(process.execPath, ['scripts/observatory.mjs'], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 110_000,
  });
  expect(run.status, run.stderr).toBe(0);
  const shell = /shell, TLS mode — .*\n\s+grade (\S+), score (\d+), tests passed (\d+)\/(\d+)/.exec(run.stdout);
  expect(shell, run.stdout).not.toBeNull();
  const [, grade, score, passed, total] = shell ?? [];
  expect(grade).toBe('A+');
  expect(Number(score)).toBeGreaterThanOrEqual(100);
  expect(passed).toBe(total);
  expect(run.stdout).toContain('redirection-to-https');
});
