import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { host, plannedPort } from '@codecrush/build-config/runtime';
import { healthViewsPath, parseSiteConfig } from '@codecrush/contracts';
import { serveApp } from '@codecrush/server';
import { securityHeadersOf } from '@codecrush/server/response-headers';
import { repoRoot } from '../support/composition';
import {
  nginxApiDataDir,
  nginxOrigin,
  nginxPort,
  nginxReleasesDir,
  nginxShellDir,
  nginxSiteEnv,
  startNginxSite,
} from '../support/nginxSite';
import { outboxMessagesFor } from '../support/outbox';
import { fairDrawRange } from '../support/binomial';
import { appReady, collectPageErrors, expectLayout, pageHeading, text } from '../support/site';

/**
 * The site as production serves it: nginx on one origin (`npm run nginx`, its config generated from
 * the Node server's policy), the shell at /, each remote under /remotes/<name>/, the API under
 * /api/. One started site for the whole file; the tests run in order.
 */
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: nginxOrigin });

let stopSite: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stopSite = await startNginxSite();
});

test.afterAll(async () => {
  await stopSite?.();
});

/** One page of every kind the site has (each remote's pages, the shell's own). */
const pageKinds: { path: string; remote: string | null }[] = [
  { path: '/', remote: 'mf_marketing' },
  { path: '/all-services/research&development/ai', remote: 'mf_marketing' },
  { path: '/view-project/comboseek', remote: 'mf_portfolio' },
  { path: '/all-blogs', remote: 'mf_blog' },
  { path: '/view-blog/1', remote: 'mf_blog' },
  { path: '/careers/apply', remote: 'mf_careers' },
  { path: '/contact', remote: 'mf_forms' },
  { path: '/checkchatbox', remote: null },
];

/** The embedded maps: a local stand-in for Google's frame (no internet here). */
const stubMaps = (page: Page) =>
  page.route('https://www.google.com/maps**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Map</p>' }),
  );

const offOrigin = (requests: Request[]) =>
  requests
    .map((request) => request.url())
    .filter((url) => !url.startsWith(`${nginxOrigin}/`) && !/^(data|blob):|^https:\/\/www\.google\.com\//.test(url));

test('every kind of page renders, hydrates and loads everything from the one origin', async ({ page }) => {
  test.setTimeout(150_000);
  await stubMaps(page);
  const errors = collectPageErrors(page);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  for (const { path: route, remote } of pageKinds) {
    await test.step(route, () => page.goto(route));
    await appReady(page);
    await expectLayout(page);
    if (remote) await expect(page.getByRole('main').locator(`[data-remote="${remote}"]`).first()).toBeAttached();
    await expect(pageHeading(page)).toBeVisible();
    await expect(pageHeading(page)).not.toHaveText(text.unavailable);
  }
  expect(requests.some((request) => request.url().startsWith(`${nginxOrigin}/remotes/mf_blog/`))).toBe(true);
  expect(offOrigin(requests)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a navbar link to another remote navigates in the page, without a reload', async ({ page }) => {
  await page.goto('/view-blog/1');
  await appReady(page);
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.getByRole('banner').getByRole('link', { name: 'Projects', exact: true }).click();
  await expect(page).toHaveURL(`${nginxOrigin}/projects`);
  await expect(page.getByRole('main').locator('[data-remote="mf_portfolio"]').first()).toBeAttached();
  await expect(pageHeading(page)).not.toHaveText(text.unavailable);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});

test('the contact form posts through /api/ and the message is stored', async ({ page }) => {
  await stubMaps(page);
  const email = `nginx-${Date.now()}@example.com`;
  // The form's POST (release health's ticket, asked once the page is idle, is a POST of its own).
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && !request.url().includes(healthViewsPath),
  );
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Full name').fill('Ayesha Khan');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone number').fill('03001234567');
  await form.getByLabel('Message').fill('Sent through nginx');
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await posted).url()).toBe(`${nginxOrigin}/api/jobs/emails/send`);
  await expect(page.getByRole('status').filter({ hasText: 'Message Sent Successfully' })).toBeVisible();
  await expect.poll(() => outboxMessagesFor(email, nginxApiDataDir).length).toBe(1);
  expect(outboxMessagesFor(email, nginxApiDataDir)[0]?.fields.message).toBe('Sent through nginx');
});

test('an unknown path is answered 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8');
  await expect(pageHeading(page)).toHaveText(text.notFound);
  const asset = await page.request.get('/static/js/missing.0000aaaa.js');
  expect(asset.status()).toBe(404);
});

test('a remote that is down shows its fallback; the rest of the site works', async ({ page }) => {
  const blog = `${nginxOrigin}/remotes/mf_blog/**`;
  await page.route(blog, (route) => route.abort('connectionrefused'));
  await page.goto('/all-blogs', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('main').getByRole('alert')).toContainText(text.unavailable, { timeout: 20_000 });
  await expectLayout(page);
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.getByRole('main').locator('[data-remote="mf_marketing"]').first()).toBeAttached();
  await expect(pageHeading(page)).not.toHaveText(text.unavailable);
  await page.unroute(blog);
});

/** `npm run deploy -w mf-blog` / `npm run rollback -w mf-blog` against this site's files. */
const deployBlog = (...args: string[]) =>
  execFileSync('node', ['scripts/deploy.mjs', 'mf-blog', ...args], {
    cwd: repoRoot,
    env: nginxSiteEnv(),
    stdio: 'pipe',
    timeout: 120_000,
  }).toString();

/** The URLs of mf-blog's remoteEntry.js the page loads while opening the blog list. */
async function blogEntriesLoaded(page: Page): Promise<string[]> {
  const entries: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/mf_blog/') && request.url().includes('remoteEntry.js'))
      entries.push(request.url().replace(nginxOrigin, ''));
  });
  await page.goto('/all-blogs');
  await appReady(page);
  await expect(pageHeading(page)).not.toHaveText(text.unavailable);
  return entries;
}

test('a remote deployed, then rolled back, is live at the next page load with no nginx reload', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const liveBlog = async () =>
    ((await (await page.request.get('/site-config.json')).json()) as { remotes: { mf_blog: string } }).remotes.mf_blog;
  expect(await liveBlog()).toBe('/remotes/mf_blog/mf-manifest.json');

  const deployed = /release (\S+) /.exec(deployBlog())?.[1] ?? '';
  expect(fs.existsSync(path.join(nginxReleasesDir, 'mf-blog', deployed, 'remoteEntry.js'))).toBe(true);
  expect(await liveBlog()).toBe(`/remotes/mf_blog/releases/${deployed}/mf-manifest.json`);
  expect(await blogEntriesLoaded(page)).toEqual([`/remotes/mf_blog/releases/${deployed}/remoteEntry.js`]);

  expect(deployBlog('--rollback')).toContain(`rolled back from ${deployed}`);
  expect(await liveBlog()).toBe('/remotes/mf_blog/mf-manifest.json');
  expect(await blogEntriesLoaded(await context.newPage())).toEqual(['/remotes/mf_blog/remoteEntry.js']);
});

test('a canary on the one-origin layout: nginx gives it its share of page loads as soon as the config names it, every load once it is promoted', async ({
  request,
}) => {
  test.setTimeout(180_000);
  // mf-blog's build under a build id of its own: its manifest names it, its code is the same.
  const id = `nginx-canary-${Date.now()}`;
  const from = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-nginx-canary-'));
  fs.cpSync(path.join(repoRoot, 'mf-blog', 'dist'), from, { recursive: true });
  const manifestFile = path.join(from, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
    metaData: { buildInfo: { buildVersion: string } };
  };
  manifest.metaData.buildInfo.buildVersion = id;
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  // A page's inlined config names the release it was rendered with.
  const canaryManifest = `/remotes/mf_blog/releases/${id}/mf-manifest.json`;
  // A reload's old workers close their kept-alive connections as they quit: such a load is made again.
  const blogList = async () => (await request.get('/all-blogs').catch(() => request.get('/all-blogs'))).text();
  const canaryLoads = async (loads: number) => {
    let canaries = 0;
    for (let load = 0; load < loads; load += 1) if ((await blogList()).includes(canaryManifest)) canaries += 1;
    return canaries;
  };
  try {
    expect(deployBlog('--canary-hold', '50', '--from', from)).toContain(`release ${id} is the canary for 50 %`);
    // `npm run nginx` follows site-config.json: nginx is reloaded with the canary's share.
    await expect.poll(() => canaryLoads(10), { timeout: 30_000 }).toBeGreaterThan(0);
    const [low, high] = fairDrawRange(200, 0.5);
    const canaries = await canaryLoads(200);
    expect(canaries).toBeGreaterThanOrEqual(low);
    expect(canaries).toBeLessThanOrEqual(high);
    expect((await request.get('/_canary/all-blogs/')).status()).toBe(404);

    expect(deployBlog('--promote')).toContain(`canary ${id} promoted`);
    await expect.poll(() => canaryLoads(20), { timeout: 30_000 }).toBe(20);
    expect(fs.existsSync(path.join(nginxShellDir, '_canary'))).toBe(false);
  } finally {
    deployBlog('--rollback');
    fs.rmSync(from, { recursive: true, force: true });
  }
});

/** The site-config.json `npm run nginx` wrote for this site. */
const readConfig = () =>
  parseSiteConfig(JSON.parse(fs.readFileSync(path.join(nginxShellDir, 'site-config.json'), 'utf8')) as unknown);

/** Headers both servers must agree on: everything but dates, validators, lengths and connection ones. */
const comparedHeaders = () => [
  'content-type',
  'cache-control',
  'content-encoding',
  'location',
  'access-control-allow-origin',
  'vary',
  ...Object.keys(securityHeadersOf(readConfig())).map((name) => name.toLowerCase()),
];

/** Status and the compared headers of one GET (no redirect followed), `vary` as a sorted token list. */
async function answerOf(url: string, acceptEncoding: string) {
  const response = await fetch(url, { redirect: 'manual', headers: { 'accept-encoding': acceptEncoding } });
  await response.arrayBuffer();
  const headers: Record<string, string> = { status: String(response.status) };
  for (const name of comparedHeaders()) {
    const value = response.headers.get(name);
    if (value === null) continue;
    headers[name] =
      name === 'vary'
        ? [...new Set(value.split(/[,\n]/).map((token) => token.trim().toLowerCase()))].sort().join(', ')
        : value;
  }
  // A redirect's or a missing file's body is not the site's (the 404 page is): its type is each server's own.
  if (response.status >= 300 && (response.status < 400 || !/text\/html/.test(headers['content-type'] ?? '')))
    delete headers['content-type'];
  return headers;
}

/** The first file in `dir` whose name matches `pattern`, as a URL path under `prefix`. */
function fileIn(dir: string, pattern: RegExp, prefix: string): string {
  const name = fs.readdirSync(dir).find((file) => pattern.test(file));
  if (!name) throw new Error(`no file like ${pattern} in ${dir}`);
  return `${prefix}${name}`;
}

test('nginx answers every kind of file with the Node server’s status and headers (CSP, cache, types, encoding)', async () => {
  test.setTimeout(120_000);
  const config = readConfig();
  const blogDist = path.join(repoRoot, 'mf-blog', 'dist');
  const shellPort = plannedPort('e2eNginxShell');
  const blogPort = plannedPort('e2eNginxBlog');
  // The Node server of the per-port layout, on the same files with the same site-config.json.
  const servers = [
    await serveApp({ distDir: nginxShellDir, port: shellPort, host, isHost: true, config }),
    await serveApp({
      distDir: blogDist,
      releasesDir: path.join(nginxReleasesDir, 'mf-blog'),
      port: blogPort,
      host,
      isHost: false,
      config,
    }),
  ];
  try {
    const hashed = [
      fileIn(path.join(nginxShellDir, 'static', 'js'), /^\w+\.[0-9a-f]{8}\.js$/, '/static/js/'),
      fileIn(path.join(nginxShellDir, 'static', 'css'), /\.[0-9a-f]{8}\.css$/, '/static/css/'),
    ];
    const blogHashed = [
      fileIn(path.join(blogDist, 'static', 'js'), /^\w+\.[0-9a-f]{8}\.js$/, '/static/js/'),
      fileIn(path.join(blogDist, 'static', 'css'), /\.[0-9a-f]{8}\.css$/, '/static/css/'),
    ];
    const shellFiles = [
      '/',
      '/about',
      '/view-blog/1',
      '/view-blog/1/',
      '/all-services/research&development/ai',
      '/no-such-page',
      '/view-blog/99',
      '/privacy-policy?from=blog',
      '/site-config.json',
      '/robots.txt',
      '/sitemap.xml',
      '/favicon.svg',
      fileIn(path.join(nginxShellDir, 'static', 'fonts'), /\.woff2$/, '/static/fonts/'),
      '/static/js/missing.0000aaaa.js',
      ...hashed,
    ];
    const blogFiles = [
      '/mf-manifest.json',
      '/remoteEntry.js',
      fileIn(path.join(blogDist, 'static', 'media'), /\.avif$/, '/static/media/'),
      fileIn(path.join(blogDist, 'static', 'media'), /\.webp$/, '/static/media/'),
      ...blogHashed,
    ];
    const pairs = [
      ...shellFiles.map((file) => ({
        file,
        node: `http://localhost:${shellPort}${file}`,
        nginx: `${nginxOrigin}${file}`,
      })),
      ...blogFiles.map((file) => ({
        file: `/remotes/mf_blog${file}`,
        node: `http://localhost:${blogPort}${file}`,
        nginx: `${nginxOrigin}/remotes/mf_blog${file}`,
      })),
    ];
    const brotliToo = new Set([...hashed, ...blogHashed.map((file) => `/remotes/mf_blog${file}`)]);
    const differences: { file: string; encoding: string; header: string; node?: string; nginx?: string }[] = [];
    for (const { file, node, nginx } of pairs) {
      for (const encoding of brotliToo.has(file) ? ['gzip', 'br'] : ['gzip']) {
        const [fromNode, fromNginx] = [await answerOf(node, encoding), await answerOf(nginx, encoding)];
        for (const header of new Set([...Object.keys(fromNode), ...Object.keys(fromNginx)]))
          if (fromNode[header] !== fromNginx[header])
            differences.push({ file, encoding, header, node: fromNode[header], nginx: fromNginx[header] });
      }
    }
    expect(pairs.length).toBeGreaterThan(20);
    expect(differences).toEqual([]);
    // The one CSP of the one-origin layout: the site itself, no other origin to list.
    const csp = (await answerOf(`${nginxOrigin}/`, 'gzip'))['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/localhost:\d+/);
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
});

test('npm run observatory -- --only nginx: MDN HTTP Observatory grades nginx in TLS mode A+ (≥ 100)', async () => {
  test.setTimeout(120_000);
  const run = spawnSync(process.execPath, ['scripts/observatory.mjs', '--only', 'nginx'], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 110_000,
  });
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  const [, grade, score, passed, total] =
    /nginx, one origin, TLS mode — .*\n\s+grade (\S+), score (\d+), tests passed (\d+)\/(\d+)/.exec(run.stdout) ?? [];
  expect(grade).toBe('A+');
  expect(Number(score)).toBeGreaterThanOrEqual(100);
  expect(passed).toBe(total);
  expect(run.stdout).toContain('redirection-to-https');
});

const portRefuses = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port }, () => resolve(!socket.end()));
    socket.once('error', () => resolve(true));
  });

test('Ctrl-C stops nginx and the API it started', async () => {
  const stop = stopSite;
  stopSite = undefined;
  await stop?.();
  expect(await portRefuses(nginxPort)).toBe(true);
  expect(await portRefuses(Number(nginxSiteEnv().API_PORT))).toBe(true);
});
