import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiPaths, healthBeaconPath, healthBeaconV1Path, healthViewsPath } from '@codecrush/contracts';
import fc from 'fast-check';
import { resolveConfig } from '../src/config';
import { buildServer } from '../src/server';
import { startTestApi, tempDir } from './helpers/api';
import { fuzzBeaconRequest } from './helpers/beaconFuzz';
import { injectTicket, siteOrigin, ticketed, validBeacon } from './helpers/beacons';
import { validContact } from './helpers/payloads';

const beaconRequest = (body: unknown, headers: Record<string, string> = {}, url = healthBeaconPath) => ({
  method: 'POST' as const,
  url,
  headers: { 'content-type': 'text/plain;charset=UTF-8', origin: siteOrigin, ...headers },
  payload: typeof body === 'string' ? body : JSON.stringify(body),
});

type Api = Awaited<ReturnType<typeof startTestApi>>;

/** `beacon` with a fresh ticket of `api`'s, as a page sends it. */
const signedRequest = async (api: Api, beacon = validBeacon(), headers: Record<string, string> = {}) =>
  beaconRequest(ticketed(beacon, await injectTicket(api.app)), headers);

test('a beacon is stored (204) and read back per build with p75 vitals; a re-send replaces its view', async () => {
  const api = await startTestApi();
  try {
    const ticket = await injectTicket(api.app);
    const first = await api.app.inject(beaconRequest(ticketed(validBeacon({ vitals: { LCP: 900 } }), ticket)));
    assert.equal(first.statusCode, 204);
    assert.equal(first.body, '');
    // The same view sent again when the page is left: its final figures replace the first ones.
    const again = await api.app.inject(beaconRequest(ticketed(validBeacon(), ticket)));
    assert.equal(again.statusCode, 204);
    const other = await api.app.inject(
      await signedRequest(api, validBeacon({ build: '2026.11.26-2', vitals: { LCP: 2400, CLS: 0.3 }, counts: [] })),
    );
    assert.equal(other.statusCode, 204);
    await api.health.intake.flush();
    const builds = await api.health.builds('mf_blog', 0, Date.now() + 1);
    assert.deepEqual(
      builds.map(({ buildId, views, errors, loadFailures }) => ({ buildId, views, errors, loadFailures })),
      [
        { buildId: '2026.11.26-2', views: 1, errors: 0, loadFailures: 0 },
        { buildId: '2026.11.26-1', views: 1, errors: 1, loadFailures: 0 },
      ],
    );
    const [newest, previous] = builds;
    assert.ok(newest && previous);
    assert.ok(Math.abs((previous.p75.LCP ?? 0) - 812) <= 812 * 0.04, `p75 LCP ${previous.p75.LCP} ≈ 812`);
    assert.equal(previous.p75.INP !== null && Math.abs(previous.p75.INP - 48) <= 2, true);
    assert.equal(newest.p75.INP, null);
    assert.ok(Math.abs((newest.p75.CLS ?? 0) - 0.3) <= 0.3 * 0.04);
  } finally {
    await api.stop();
  }
});

const zeros = { loadFailures: 0, retries: 0, fallbacks: 0, islandFailures: 0, errors: 0, hydrationErrors: 0 };

/** The stored rows' app, build, view flag, LCP and the counters that differ below, by app. */
const storedRows = async (api: Api) =>
  (await api.health.recent(100))
    .map((row) => ({
      app: row.app,
      build: row.build,
      isView: row.is_view,
      lcp: row.lcp,
      islandFailures: row.island_failures,
    }))
    .sort((a, b) => String(a.app).localeCompare(String(b.app)));

test('format v2 with its ticket: every app in counts is a view of its build; without the route app → 400', async () => {
  const api = await startTestApi();
  try {
    // A view of home (mf_marketing) whose blog teaser (mf_blog) lost its island; the shell ran too.
    const home = validBeacon({
      path: '/',
      route: '/',
      app: 'mf_marketing',
      build: 'm1',
      vitals: { LCP: 900 },
      counts: [
        { app: 'mf_marketing', build: 'm1', ...zeros },
        { app: 'shell', build: 's1', ...zeros },
        { app: 'mf_blog', build: 'b1', ...zeros, islandFailures: 1 },
      ],
    });
    assert.equal((await api.app.inject(await signedRequest(api, home))).statusCode, 204);
    // v2 without the route's own app in counts is refused.
    const ownAppMissing = { ...ticketed(home, await injectTicket(api.app)), counts: home.counts.slice(1) };
    assert.equal((await api.app.inject(beaconRequest(ownAppMissing))).statusCode, 400);
    await api.health.intake.flush();
    assert.deepEqual(await storedRows(api), [
      { app: 'mf_blog', build: 'b1', isView: 1, lcp: null, islandFailures: 1 },
      { app: 'mf_marketing', build: 'm1', isView: 1, lcp: 900, islandFailures: 0 },
      { app: 'shell', build: 's1', isView: 1, lcp: null, islandFailures: 0 },
    ]);
    const figures = async (app: string) =>
      (await api.health.builds(app, 0, Date.now() + 1)).map(({ buildId, views, failedViews }) => ({
        buildId,
        views,
        failedViews,
      }));
    assert.deepEqual(await figures('mf_blog'), [{ buildId: 'b1', views: 1, failedViews: 1 }]);
    assert.deepEqual(await figures('mf_marketing'), [{ buildId: 'm1', views: 1, failedViews: 0 }]);
  } finally {
    await api.stop();
  }
});

test('forged beacons: without a ticket (v1), with a token of another view, a token not signed here or no token at all → 403, counted as rejected, nothing stored; a re-send of a real one only replaces its view', async () => {
  const api = await startTestApi();
  try {
    const ticket = await injectTicket(api.app);
    const real = ticketed(validBeacon(), ticket);
    const other = await injectTicket(api.app);
    const [payload = '', signature = ''] = [ticket.token.slice(0, -43), ticket.token.slice(-43)];
    const tampered = `${payload}${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const forged: [string, unknown, string][] = [
      ['format v1 at the v1 path', validBeacon(), 'no ticket token (format v1)'],
      ["another view's token", { ...real, view: other.view }, "another view's token"],
      ['a replayed token with a fresh view id', { ...real, view: 'fresh000000000000001' }, "another view's token"],
      ['a signature changed', { ...real, token: tampered }, 'a token this site did not sign'],
      ['a token of another shape', { ...real, token: 'h1.x' }, 'not a ticket token'],
    ];
    for (const [name, body, problem] of forged) {
      const url = name.startsWith('format v1') ? healthBeaconV1Path : healthBeaconPath;
      const answer = await api.app.inject(beaconRequest(body, {}, url));
      assert.deepEqual([answer.statusCode, answer.json()], [403, { message: `Beacon not counted: ${problem}` }], name);
    }
    for (let index = 0; index < 3; index += 1) {
      assert.equal((await api.app.inject(beaconRequest(real))).statusCode, 204, 'a real beacon sent again');
    }
    await api.health.intake.flush();
    assert.deepEqual(
      [api.health.intake.counts.rejected, api.health.intake.counts.accepted, (await api.health.recent(10)).length],
      [forged.length, 3, 1],
    );
  } finally {
    await api.stop();
  }
});

test('privacy: a stored event holds the path and route only, no query, IP, cookie or user agent', async () => {
  const api = await startTestApi();
  try {
    const answer = await api.app.inject(
      await signedRequest(api, validBeacon(), {
        cookie: 'session=secret-cookie-value',
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
        'x-forwarded-for': '203.0.113.9',
      }),
    );
    assert.equal(answer.statusCode, 204);
    assert.equal(answer.headers['set-cookie'], undefined, 'no cookie is set');
    // A query string or fragment in the path is refused whole, never stored cut.
    const withQuery = await api.app.inject(await signedRequest(api, validBeacon({ path: '/view-blog/3?utm=x' })));
    assert.equal(withQuery.statusCode, 400);
    await api.health.intake.flush();
    const rows = await api.health.recent(10);
    assert.equal(rows.length, 1);
    const stored = JSON.stringify(rows);
    for (const secret of [
      '?',
      '#',
      'secret-cookie-value',
      '203.0.113.9',
      '127.0.0.1',
      'Mozilla',
      'AppleWebKit',
      'X11',
    ]) {
      assert.equal(stored.includes(secret), false, `stored rows contain ${secret}: ${stored}`);
    }
    assert.deepEqual(
      Object.keys(rows[0] ?? {}).sort(),
      [
        'app',
        'at',
        'browser',
        'browser_major',
        'build',
        'cls',
        'cls_bucket',
        'device',
        'errors',
        'fallbacks',
        'fcp',
        'fcp_bucket',
        'hydration_errors',
        'inp',
        'inp_bucket',
        'is_view',
        'island_failures',
        'lcp',
        'lcp_bucket',
        'load_failures',
        'path',
        'retries',
        'route',
        'sender',
        'ttfb',
        'ttfb_bucket',
        'view',
      ].sort(),
    );
    assert.equal(rows[0]?.browser, 'chrome');
    assert.equal(rows[0]?.browser_major, 140);
  } finally {
    await api.stop();
  }
});

test('a beacon from a foreign origin is refused (403) and not stored', async () => {
  const api = await startTestApi();
  try {
    const answer = await api.app.inject(await signedRequest(api, validBeacon(), { origin: 'https://evil.example' }));
    assert.equal(answer.statusCode, 403);
    await api.health.intake.flush();
    assert.equal(api.health.intake.counts.accepted, 0);
    assert.equal((await api.health.recent(1)).length, 0);
  } finally {
    await api.stop();
  }
});

test('a beacon sent as JSON is taken as one sent as text; a body that is no beacon → 400 with its message', async () => {
  const api = await startTestApi();
  try {
    const json = await api.app.inject(await signedRequest(api, validBeacon(), { 'content-type': 'application/json' }));
    assert.equal(json.statusCode, 204);
    for (const body of ['not json', JSON.stringify({ v: 2 })]) {
      const refused = await api.app.inject(beaconRequest(body));
      assert.deepEqual(
        [refused.statusCode, refused.json()],
        [400, { message: 'Not a release health beacon (format v1 or v2)' }],
      );
    }
    await api.health.intake.flush();
    assert.equal(api.health.intake.counts.accepted, 1);
  } finally {
    await api.stop();
  }
});

const runs = 10_000;

test(`fuzz: ${runs} random requests at the beacon route → no 5xx, nothing stored`, async (t) => {
  const dataDir = await tempDir('api-health-fuzz-');
  const server = await buildServer(
    resolveConfig({ dataDir, logLevel: 'silent', smtp: undefined, health: { rateLimitMax: 1_000_000 } }),
  );
  try {
    const requests = fc.sample(fuzzBeaconRequest, { numRuns: runs, seed: 20_261_126 });
    const statuses = new Map<number, number>();
    for (const request of requests) {
      const answer = await server.app.inject(request);
      statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
    }
    t.diagnostic(`statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
    assert.equal(
      [...statuses.values()].reduce((sum, n) => sum + n, 0),
      runs,
    );
    assert.deepEqual(
      [...statuses.keys()].filter((status) => status >= 500),
      [],
    );
    assert.equal(statuses.get(204), undefined, 'no generated request is a valid beacon');
    await server.health.intake.flush();
    assert.equal(server.health.intake.counts.accepted, 0, 'no request was taken as a beacon');
    assert.equal((await server.health.recent(1)).length, 0, 'nothing stored from rejected requests');
  } finally {
    await server.close();
  }
});

test('a flood of tickets and beacons beyond the rate limit (one for both) gets 429 while the form route keeps answering', async () => {
  const api = await startTestApi({ health: { rateLimitMax: 30 }, rateLimit: { max: 20 } });
  try {
    const ticket = await injectTicket(api.app);
    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1) {
      const answer = await api.app.inject({ method: 'POST', url: healthViewsPath, headers: { origin: siteOrigin } });
      statuses.push(answer.statusCode);
    }
    const beacon = await api.app.inject(beaconRequest(ticketed(validBeacon(), ticket)));
    assert.deepEqual(
      [statuses.filter((status) => status === 200).length, statuses.filter((status) => status === 429).length],
      [29, 1],
      'the first ticket and 29 more fill the limit of 30',
    );
    assert.equal(beacon.statusCode, 429, 'a beacon counts against the same limit');
    const form = await api.app.inject({
      method: 'POST',
      url: apiPaths.sendEmail,
      headers: { origin: siteOrigin },
      payload: validContact(),
    });
    assert.equal(form.statusCode, 200, form.body);
  } finally {
    await api.stop();
  }
});

test('the team view exists only with OPS_TOKEN, answers 401 without it, and the beacon route stays public', async () => {
  const off = await startTestApi({ opsToken: undefined });
  try {
    assert.equal((await off.app.inject({ method: 'GET', url: '/ops/health' })).statusCode, 404);
    assert.equal((await off.app.inject({ method: 'GET', url: '/ops/health/data?remote=mf_blog' })).statusCode, 404);
  } finally {
    await off.stop();
  }
  const token = 'a-long-enough-ops-token';
  const on = await startTestApi({ opsToken: token });
  try {
    assert.equal((await on.app.inject(await signedRequest(on, validBeacon()))).statusCode, 204);
    await on.health.intake.flush();
    const refused = await on.app.inject({ method: 'GET', url: '/ops/health/data?remote=mf_blog' });
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.body.includes('2026.11.26-1'), false);
    const basic = `Basic ${Buffer.from(`ops:${token}`).toString('base64')}`;
    const data = await on.app.inject({
      method: 'GET',
      url: '/ops/health/data?remote=mf_blog',
      headers: { authorization: basic },
    });
    assert.equal(data.statusCode, 200);
    const body = data.json<{ builds: { buildId: string }[]; points: unknown[]; intake: unknown }>();
    assert.deepEqual(
      body.builds.map((build) => build.buildId),
      ['2026.11.26-1'],
    );
    assert.equal(body.points.length, 1);
    assert.deepEqual(body.intake, { accepted: 1, dropped: 0, written: 1, writeFailed: 0, buffered: 0, rejected: 0 });
    const page = await on.app.inject({
      method: 'GET',
      url: '/ops/health',
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-security-policy']), /script-src 'self'/);
    const script = await on.app.inject({
      method: 'GET',
      url: '/ops/health/uplot.js',
      headers: { authorization: basic },
    });
    assert.equal(script.statusCode, 200);
  } finally {
    await on.stop();
  }
});
