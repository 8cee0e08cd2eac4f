import assert from 'node:assert/strict';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { loadHealthConfig } from '../src/telemetry/healthConfig';
import { formatReleaseHealthReport, releaseHealthReport } from '../src/telemetry/report';
import type { BuildHealth, SplitHealth } from '../src/telemetry/store/HealthStore';
import { deployMarkers } from '../src/telemetry/view/deployMarkers';
import { startTestApi, tempDir, type TestApi } from './helpers/api';
import { buildHealth, injectBeacon, validBeacon, viewId } from './helpers/beacons';

const build = (overrides: Partial<BuildHealth>): BuildHealth =>
  buildHealth({
    firstSeen: Date.UTC(2026, 10, 26, 9, 30, 15, 250),
    lastSeen: Date.UTC(2026, 10, 26, 12),
    ...overrides,
  });

describe('the health report (npm run health, the team view and the guard print it)', () => {
  const since = Date.UTC(2026, 10, 20, 8);

  test('the JSON report: dates as ISO text, every count and the p75s of each build, lastSeen left out', () => {
    const report = releaseHealthReport(
      'mf_blog',
      since,
      [build({ views: 40, failedViews: 6, errors: 2, loadFailures: 1, retries: 3, fallbacks: 4, islandFailures: 5 })],
      [],
    );
    assert.deepEqual(report, {
      remote: 'mf_blog',
      since: '2026-11-20T08:00:00.000Z',
      builds: [
        {
          buildId: '2026.11.26-1',
          firstSeen: '2026-11-26T09:30:15.250Z',
          views: 40,
          failedViews: 6,
          crashFree: 0.85,
          errors: 2,
          loadFailures: 1,
          retries: 3,
          fallbacks: 4,
          islandFailures: 5,
          p75: { LCP: null, INP: null, CLS: null, FCP: null, TTFB: null },
          p95: { LCP: null, INP: null, CLS: null, FCP: null, TTFB: null },
        },
      ],
      devices: [],
      routes: [],
    });
  });

  test('the JSON report: splits by device (unknown for pages sent before device classes) and by route, with their crash-free rates', () => {
    const split = (overrides: Partial<SplitHealth>): SplitHealth => ({
      buildId: 'b1',
      split: 'device',
      value: 'mobile',
      views: 8,
      failedViews: 2,
      p75: { LCP: 900, INP: 40 },
      ...overrides,
    });
    const report = releaseHealthReport(
      'mf_blog',
      since,
      [],
      [
        split({}),
        split({ value: '', views: 4, failedViews: 0, p75: { LCP: null, INP: null } }),
        split({ split: 'route', value: '/view-blog/:id', views: 10, failedViews: 1 }),
      ],
    );
    assert.deepEqual(report.devices, [
      { buildId: 'b1', device: 'mobile', views: 8, failedViews: 2, crashFree: 0.75, p75: { LCP: 900, INP: 40 } },
      { buildId: 'b1', device: 'unknown', views: 4, failedViews: 0, crashFree: 1, p75: { LCP: null, INP: null } },
    ]);
    assert.deepEqual(report.routes, [
      { buildId: 'b1', route: '/view-blog/:id', views: 10, failedViews: 1, crashFree: 0.9, p75: { LCP: 900, INP: 40 } },
    ]);
  });

  test('no builds: one line naming the remote and since when', () => {
    assert.equal(
      formatReleaseHealthReport(releaseHealthReport('mf_careers', since, [], [])),
      'mf_careers: no page views since 2026-11-20T08:00:00.000Z',
    );
  });

  test('the table: failures per 1000 views, vitals as p75 / p95 with units, "-" where there is nothing to divide or report; then the splits', () => {
    const report = releaseHealthReport(
      'mf_blog',
      since,
      [
        build({
          buildId: '2026.11.27-2',
          views: 400,
          failedViews: 3,
          loadFailures: 3,
          errors: 1,
          retries: 7,
          fallbacks: 2,
          p75: { LCP: 1234, INP: 56, CLS: 0.05, FCP: 700, TTFB: 90 },
          p95: { LCP: 2500, INP: 180, CLS: 0.2, FCP: 1500, TTFB: 200 },
        }),
        build({ views: 0, retries: 1 }),
      ],
      [
        {
          buildId: '2026.11.27-2',
          split: 'device',
          value: 'desktop',
          views: 300,
          failedViews: 3,
          p75: { LCP: 1100, INP: 50 },
        },
        {
          buildId: '2026.11.27-2',
          split: 'device',
          value: '',
          views: 100,
          failedViews: 0,
          p75: { LCP: null, INP: null },
        },
        {
          buildId: '2026.11.27-2',
          split: 'route',
          value: '/all-blogs',
          views: 400,
          failedViews: 3,
          p75: { LCP: 1234, INP: 56 },
        },
      ],
    );
    assert.equal(
      formatReleaseHealthReport(report),
      [
        'mf_blog since 2026-11-20T08:00:00.000Z (newest build first)',
        '',
        'build         first seen            views  crash-free  load fail/1000  errors/1000  retries  fallbacks  LCP p75 / p95   INP p75 / p95  CLS p75 / p95  FCP p75 / p95  TTFB p75 / p95',
        '------------  --------------------  -----  ----------  --------------  -----------  -------  ---------  --------------  -------------  -------------  -------------  --------------',
        '2026.11.27-2  2026-11-26T09:30:15Z  400    99.3 %      7.5             2.5          7        2          1234 / 2500 ms  56 / 180 ms    0.05 / 0.2     700 / 1500 ms  90 / 200 ms',
        '2026.11.26-1  2026-11-26T09:30:15Z  0      -           -               -            1        0          -               -              -              -              -',
        '',
        'by device',
        '',
        'build         device   views  crash-free  p75 LCP  p75 INP',
        '------------  -------  -----  ----------  -------  -------',
        '2026.11.27-2  desktop  300    99.0 %      1100 ms  50 ms',
        '2026.11.27-2  unknown  100    100.0 %     -        -',
        '',
        'by route',
        '',
        'build         route       views  crash-free  p75 LCP  p75 INP',
        '------------  ----------  -----  ----------  -------  -------',
        '2026.11.27-2  /all-blogs  400    99.3 %      1234 ms  56 ms',
      ].join('\n'),
    );
  });

  test('the table without splits (the guard prints none): the builds alone; with routes only: no device table', () => {
    const figures = build({ buildId: 'b1', views: 10, failedViews: 1 });
    const buildsOnly = formatReleaseHealthReport(releaseHealthReport('mf_blog', since, [figures], []));
    assert.equal(buildsOnly.split('\n').length, 5, buildsOnly);
    assert.doesNotMatch(buildsOnly, /by device|by route/);
    const route = { buildId: 'b1', split: 'route', value: '/', views: 10, failedViews: 1 } as const;
    const routesOnly = releaseHealthReport('mf_blog', since, [figures], [{ ...route, p75: { LCP: 900, INP: null } }]);
    assert.equal(
      formatReleaseHealthReport(routesOnly),
      [
        buildsOnly,
        '',
        'by route',
        '',
        'build  route  views  crash-free  p75 LCP  p75 INP',
        '-----  -----  -----  ----------  -------  -------',
        'b1     /      10     90.0 %      900 ms   -',
      ].join('\n'),
    );
  });
});

describe("the team view's deploy markers (read from the deploy log)", () => {
  let releases: string;
  before(async () => {
    releases = await tempDir('api-releases-');
  });
  after(() => rm(releases, { recursive: true, force: true }));

  test('deploys, rollbacks and canary steps in log order, with their build, weight and reason; malformed entries skipped', async () => {
    await writeFile(
      join(releases, 'mf-blog.json'),
      JSON.stringify({
        current: 'ignored',
        log: [
          { at: '2026-11-26T10:00:00.000Z', kind: 'deploy', id: '2026.11.26-1' },
          { at: '2026-11-26T11:00:00.000Z', kind: 'rollback', to: '2026.11.25-3', reason: 'guard: worse' },
          { at: '2026-11-26T12:00:00.000Z', kind: 'deploy', id: 42, reason: 7 },
          { at: 'not a date', kind: 'deploy', id: 'x' },
          { at: 1_764_000_000_000, kind: 'deploy', id: 'a number is not a date here' },
          { at: '2026-11-26T13:00:00.000Z', kind: 'unknown', id: 'y' },
          { at: '2026-11-26T13:00:00.000Z', kind: 'toString', id: 'y' },
          { at: '2026-11-26T13:00:00.000Z', kind: '__proto__', id: 'y' },
          { at: '2026-11-26T13:00:00.000Z', kind: ['deploy'], id: 'y' },
          { kind: 'deploy', id: 'no time' },
          { at: '2026-11-26T14:00:00.000Z', kind: 'canary', id: 'c1', weight: 0 },
          { at: '2026-11-26T14:01:00.000Z', kind: 'canary weight', id: 'c1', weight: 10 },
          { at: '2026-11-26T14:02:00.000Z', kind: 'canary stopped', id: 'c1', reason: 'deploy guard at 10 %: worse' },
          { at: '2026-11-26T15:00:00.000Z', kind: 'canary weight', id: 'c2', weight: '50' },
          { at: '2026-11-26T15:01:00.000Z', kind: 'promote', id: 'c2' },
        ],
      }),
    );
    assert.deepEqual(await deployMarkers(releases, 'mf_blog'), [
      { at: Date.UTC(2026, 10, 26, 10), kind: 'deploy', build: '2026.11.26-1' },
      { at: Date.UTC(2026, 10, 26, 11), kind: 'rollback', build: '2026.11.25-3', reason: 'guard: worse' },
      { at: Date.UTC(2026, 10, 26, 12), kind: 'deploy', build: null },
      { at: Date.UTC(2026, 10, 26, 14), kind: 'canary', build: 'c1', weight: 0 },
      { at: Date.UTC(2026, 10, 26, 14, 1), kind: 'canary', build: 'c1', weight: 10 },
      {
        at: Date.UTC(2026, 10, 26, 14, 2),
        kind: 'canary-stopped',
        build: 'c1',
        reason: 'deploy guard at 10 %: worse',
      },
      { at: Date.UTC(2026, 10, 26, 15), kind: 'canary', build: 'c2' },
      { at: Date.UTC(2026, 10, 26, 15, 1), kind: 'promote', build: 'c2' },
    ]);
  });

  test('a remote never deployed (no log file), or a log without entries: no markers', async () => {
    assert.deepEqual(await deployMarkers(releases, 'mf_forms'), []);
    await writeFile(join(releases, 'mf-careers.json'), JSON.stringify({ current: '2026.11.26-1' }));
    assert.deepEqual(await deployMarkers(releases, 'mf_careers'), []);
  });
});

describe('the team view over HTTP', () => {
  const token = 'a-long-enough-ops-token';
  const bearer = { authorization: `Bearer ${token}` };
  let api: TestApi;
  let releases: string;
  before(async () => {
    releases = await tempDir('api-releases-');
    await mkdir(releases, { recursive: true });
    await writeFile(
      join(releases, 'mf-blog.json'),
      JSON.stringify({ log: [{ at: '2026-11-26T10:00:00.000Z', kind: 'deploy', id: '2026.11.26-1' }] }),
    );
    api = await startTestApi({ opsToken: token, health: { releasesDir: releases } });
  });
  after(async () => {
    await api.stop();
    await rm(releases, { recursive: true, force: true });
  });

  test('every file of the page, with its type, no-store, its CSP and nosniff', async () => {
    const files: [string, RegExp, RegExp][] = [
      ['/ops/health', /^text\/html; charset=utf-8$/, /<title>Release health · CodeCrush<\/title>/],
      ['/ops/health/view.css', /^text\/css; charset=utf-8$/, /\{/],
      ['/ops/health/view.js', /^text\/javascript; charset=utf-8$/, /\/ops\/health\/data/],
      ['/ops/health/uplot.js', /^text\/javascript; charset=utf-8$/, /uPlot/],
      ['/ops/health/uplot.css', /^text\/css; charset=utf-8$/, /\.uplot/],
    ];
    for (const [url, type, body] of files) {
      const answer = await api.app.inject({ method: 'GET', url, headers: bearer });
      assert.equal(answer.statusCode, 200, url);
      assert.match(String(answer.headers['content-type']), type, url);
      assert.match(answer.body, body, url);
      assert.equal(answer.headers['cache-control'], 'no-store', url);
      assert.equal(answer.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(
        answer.headers['content-security-policy'],
        "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
        url,
      );
    }
  });

  test('without the token: 401 with a Basic challenge and nothing else; a wrong scheme or token is refused too', async () => {
    const refusals = [
      {},
      { authorization: token },
      { authorization: `Token ${token}` },
      // Another scheme with the token encoded as Basic would carry it: only Basic's value is decoded.
      { authorization: `Token ${Buffer.from(`:${token}`).toString('base64')}` },
      { authorization: `Bearer ${token}x` },
      { authorization: 'Bearer' },
      { authorization: `Basic ${Buffer.from(`ops:${token.slice(1)}`).toString('base64')}` },
    ];
    for (const headers of refusals) {
      const answer = await api.app.inject({ method: 'GET', url: '/ops/health/data?remote=mf_blog', headers });
      assert.equal(answer.statusCode, 401, JSON.stringify(headers));
      assert.equal(answer.headers['www-authenticate'], 'Basic realm="CodeCrush release health", charset="UTF-8"');
      assert.equal(answer.headers['cache-control'], 'no-store');
      assert.deepEqual(answer.json(), { message: 'The release health view needs the ops token' });
    }
  });

  test('the token as a bearer (scheme in any case) or as the Basic password (any user, the password may hold colons)', async () => {
    const withColons = 'team:view:token-with-colons';
    const colonApi = await startTestApi({ opsToken: withColons });
    try {
      const accepted = [
        { app: api, authorization: `bearer ${token}` },
        { app: api, authorization: `BASIC ${Buffer.from(`:${token}`).toString('base64')}` },
        { app: colonApi, authorization: `Basic ${Buffer.from(`anyone:${withColons}`).toString('base64')}` },
      ];
      for (const { app, authorization } of accepted) {
        const answer = await app.app.inject({ method: 'GET', url: '/ops/health', headers: { authorization } });
        assert.equal(answer.statusCode, 200, authorization);
      }
    } finally {
      await colonApi.stop();
    }
  });

  test('the data of one remote: its builds, hourly points, deploy markers and this instance’s beacon counts; an unknown remote → 400', async () => {
    assert.equal((await injectBeacon(api.app, validBeacon({ device: 'desktop' }))).status, 204);
    await api.health.intake.flush();
    const data = await api.app.inject({ method: 'GET', url: '/ops/health/data?remote=mf_blog', headers: bearer });
    assert.equal(data.statusCode, 200);
    const body = data.json<{
      remote: string;
      builds: { buildId: string; views: number; p95: { LCP: number; FCP: number } }[];
      devices: unknown[];
      routes: unknown[];
      points: { p95: { TTFB: number } }[];
      markers: unknown[];
    }>();
    assert.equal(body.remote, 'mf_blog');
    assert.deepEqual(
      body.builds.map(({ buildId, views }) => [buildId, views]),
      [['2026.11.26-1', 1]],
    );
    assert.ok(body.builds[0] && body.builds[0].p95.LCP >= 812 && body.builds[0].p95.FCP >= 400, 'p95 of each vital');
    assert.ok((body.points[0]?.p95.TTFB ?? 0) >= 35, 'p95 per hour');
    const split = { buildId: '2026.11.26-1', views: 1, failedViews: 1, crashFree: 0 };
    const p75 = { LCP: body.builds[0].p95.LCP, INP: 50 };
    assert.deepEqual(body.devices, [{ ...split, device: 'desktop', p75 }]);
    assert.deepEqual(body.routes, [{ ...split, route: '/view-blog/:id', p75 }]);
    assert.equal(body.points.length, 1);
    assert.deepEqual(body.markers, [{ at: Date.UTC(2026, 10, 26, 10), kind: 'deploy', build: '2026.11.26-1' }]);
    const other = await api.app.inject({ method: 'GET', url: '/ops/health/data?remote=mf_forms', headers: bearer });
    assert.deepEqual(other.json<{ builds: unknown[]; markers: unknown[] }>().builds, []);
    for (const url of [
      '/ops/health/data',
      '/ops/health/data?remote=shell',
      '/ops/health/data?remote=mf_blog&remote=mf_forms',
    ]) {
      const answer = await api.app.inject({ method: 'GET', url, headers: bearer });
      assert.equal(answer.statusCode, 400, url);
      assert.deepEqual(answer.json(), { message: 'Unknown remote' }, url);
    }
  });

  test('the data of the seven days up to this millisecond: from the hour 7 × 24 hours back to the hour that begins now', async (t) => {
    const hourMs = 3_600_000;
    const weekMs = 7 * 24 * hourMs;
    // The first millisecond of an hour: a view stored now is in that hour, which a window ending at now leaves out.
    const now = Math.floor(Date.now() / hourMs) * hourMs;
    const stored: [string, number][] = [
      ['now', now],
      ['week', now - weekMs],
      ['before', now - weekMs - 1],
    ];
    for (const [build, at] of stored) {
      const beacon = validBeacon({ view: viewId(build, 1), app: 'mf_careers', route: '/careers', build, counts: [] });
      await api.health.record(beacon, at);
    }
    // The route reads the clock once: fixed at that millisecond.
    t.mock.timers.enable({ apis: ['Date'], now });
    const answer = await api.app.inject({ method: 'GET', url: '/ops/health/data?remote=mf_careers', headers: bearer });
    const body = answer.json<{ since: string; builds: { buildId: string }[]; points: { at: number }[] }>();
    assert.equal(body.since, new Date(now + 1 - weekMs).toISOString());
    assert.deepEqual(
      body.builds.map((build) => build.buildId),
      ['now', 'week'],
    );
    assert.deepEqual(
      body.points.map((point) => point.at),
      [now - weekMs, now],
    );
  });
});

describe('release health settings', () => {
  test('defaults: 30 days, 120 beacons a minute, 8 KB, the buffer, the repo’s .releases', () => {
    const config = loadHealthConfig({});
    assert.deepEqual(config, {
      retentionDays: 30,
      rateLimitMax: 120,
      bodyLimitBytes: 8192,
      intake: { capacity: 5000, batchSize: 500, flushMs: 1000 },
      ticketMaxAgeMs: 12 * 3_600_000,
      releasesDir: resolve(import.meta.dirname, '..', '..', '.releases'),
    });
  });

  test('each variable read (spaces trimmed, blanks unset); a value that is not a whole number ≥ 1 refused by name', () => {
    const config = loadHealthConfig({
      HEALTH_RETENTION_DAYS: ' 7 ',
      HEALTH_RATE_LIMIT_MAX: '60',
      HEALTH_BODY_LIMIT_BYTES: '1',
      HEALTH_BUFFER_MAX: '10',
      HEALTH_BATCH_SIZE: '10',
      HEALTH_FLUSH_MS: '250',
      HEALTH_TICKET_MAX_AGE_MS: '60000',
      RELEASES_DIR: ' /srv/releases ',
    });
    assert.deepEqual(config, {
      retentionDays: 7,
      rateLimitMax: 60,
      bodyLimitBytes: 1,
      intake: { capacity: 10, batchSize: 10, flushMs: 250 },
      ticketMaxAgeMs: 60_000,
      releasesDir: '/srv/releases',
    });
    assert.equal(loadHealthConfig({ HEALTH_RETENTION_DAYS: ' ', RELEASES_DIR: ' ' }).retentionDays, 30);
    assert.equal(
      loadHealthConfig({ RELEASES_DIR: ' ' }).releasesDir,
      resolve(import.meta.dirname, '..', '..', '.releases'),
    );
    for (const [name, value] of [
      ['HEALTH_RETENTION_DAYS', '0'],
      ['HEALTH_RATE_LIMIT_MAX', '1.5'],
      ['HEALTH_BODY_LIMIT_BYTES', 'many'],
      ['HEALTH_FLUSH_MS', '-1'],
    ] as const) {
      assert.throws(() => loadHealthConfig({ [name]: value }), {
        message: `${name} must be an integer ≥ 1, got "${value}"`,
      });
    }
    assert.throws(() => loadHealthConfig({ HEALTH_TICKET_MAX_AGE_MS: '999' }), {
      message: 'HEALTH_TICKET_MAX_AGE_MS must be an integer ≥ 1000, got "999"',
    });
  });

  test('a batch larger than the buffer stops the start with a message', () => {
    assert.throws(() => loadHealthConfig({ HEALTH_BUFFER_MAX: '10', HEALTH_BATCH_SIZE: '11' }), {
      message: 'HEALTH_BATCH_SIZE (11) must not exceed HEALTH_BUFFER_MAX (10): a batch is taken from the buffer',
    });
  });
});
