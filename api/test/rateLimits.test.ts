import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import pg from 'pg';
import { healthBeaconPath, healthViewsPath, parseHealthTicket } from '@codecrush/contracts';
import type { ApiConfigOverrides } from '../src/config';
import { postgresRateLimitStore } from '../src/store/postgres/rateLimit';
import { startTestApi, type TestApi } from './helpers/api';
import { siteOrigin, ticketed, validBeacon } from './helpers/beacons';
import { postJson } from './helpers/http';
import { validContact } from './helpers/payloads';
import { postgresForFile, postgresSkipped, queryDatabase } from './helpers/postgres';

/** Both stores: SQLite counts in the process's memory, PostgreSQL in its `rate_limits` table. */
const stores = ['sqlite', 'postgres'] as const;
type StoreKind = (typeof stores)[number];

const postgres = postgresForFile();

/** The database URL of a fresh PostgreSQL database, or undefined for SQLite. */
const databaseFor = async (kind: StoreKind): Promise<string | undefined> => {
  if (kind === 'sqlite') return undefined;
  return postgres().createDatabase();
};

const startOn = async (url: string | undefined, overrides: ApiConfigOverrides): Promise<TestApi> =>
  startTestApi({
    ...overrides,
    database: url === undefined ? undefined : { url, poolSize: 4, connectTimeoutMs: 2000, queryTimeoutMs: 5000 },
  });

/** The `rate_limits` rows of a PostgreSQL database: key → hits. */
const countedRows = async (url: string): Promise<Record<string, number>> =>
  Object.fromEntries(
    (await queryDatabase<{ key: string; hits: number }>(url, 'SELECT key, hits FROM rate_limits')).map((row) => [
      row.key,
      row.hits,
    ]),
  );

/**
 * A beacon of a new page view with its ticket, as a page sends it (a re-sent view would replace its
 * row, not add one): two requests against the beacon limit. The ticket's status when it is refused.
 */
const postBeacon = async (api: TestApi): Promise<number> => {
  const asked = await postJson(api.url, {}, { path: healthViewsPath, headers: { origin: siteOrigin } });
  const ticket = parseHealthTicket(asked.json);
  if (ticket === undefined) return asked.status;
  const answer = await postJson(api.url, ticketed(validBeacon(), ticket), {
    path: healthBeaconPath,
    headers: { origin: siteOrigin },
  });
  return answer.status;
};

const postForm = async (api: TestApi, headers: Record<string, string> = {}): Promise<number> =>
  (await postJson(api.url, validContact(), { headers })).status;

/** `count` requests one after the other; their statuses in order. */
const statusesOf = async (count: number, send: (index: number) => Promise<number>): Promise<number[]> => {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) statuses.push(await send(index));
  return statuses;
};

const times = <T>(count: number, value: T): T[] => Array.from({ length: count }, () => value);

for (const kind of stores) {
  describe(`rate limits on ${kind}`, { skip: kind === 'postgres' && postgresSkipped }, () => {
    test('every limiter its own key space: 30 beacons leave the forms a full limit, and the forms leave the beacons theirs', async () => {
      const url = await databaseFor(kind);
      // A beacon is two requests (its view's ticket, then the beacon): 80 is room for 40.
      const api = await startOn(url, { rateLimit: { max: 5 }, health: { rateLimitMax: 80 } });
      try {
        assert.deepEqual(await statusesOf(30, () => postBeacon(api)), times(30, 204));
        assert.deepEqual(await statusesOf(6, () => postForm(api)), [...times(5, 200), 429]);
        assert.deepEqual(await statusesOf(11, () => postBeacon(api)), [...times(10, 204), 429]);
        assert.equal((await api.store.counts()).queued, 5);
        if (url !== undefined) {
          // The forms count under their own name; the beacons are counted in memory, never in this table.
          assert.deepEqual(await countedRows(url), { 'forms:127.0.0.1': 6 });
        }
      } finally {
        await api.stop();
      }
    });

    test('behind a trusted proxy that appends to X-Forwarded-For, a rotated header does not get past the form limit', async () => {
      const url = await databaseFor(kind);
      // The test client connects from 127.0.0.1: it plays a balancer there, which appends the address it sees.
      const api = await startOn(url, { trustProxy: ['127.0.0.1'], rateLimit: { max: 20 } });
      try {
        const spoofed = await statusesOf(40, (index) =>
          postForm(api, { 'x-forwarded-for': `198.51.100.${index}, 203.0.113.7` }),
        );
        assert.deepEqual(spoofed, [...times(20, 200), ...times(20, 429)]);
        // Another visitor behind the same proxy has a limit of their own: the client is counted, not the proxy.
        assert.equal(await postForm(api, { 'x-forwarded-for': '198.51.100.1, 203.0.113.8' }), 200);
        assert.equal(await postForm(api, { 'x-forwarded-for': '203.0.113.8' }), 200);
        assert.equal((await api.store.counts()).queued, 22);
        if (url !== undefined) {
          assert.deepEqual(await countedRows(url), { 'forms:203.0.113.7': 40, 'forms:203.0.113.8': 2 });
        }
      } finally {
        await api.stop();
      }
    });

    test('from a peer that is not a listed proxy (or with none listed) X-Forwarded-For is not read', async () => {
      for (const trustProxy of [[], ['10.0.0.1']]) {
        const url = await databaseFor(kind);
        const api = await startOn(url, { trustProxy, rateLimit: { max: 3 } });
        try {
          const statuses = await statusesOf(5, (index) => postForm(api, { 'x-forwarded-for': `198.51.100.${index}` }));
          assert.deepEqual(statuses, [200, 200, 200, 429, 429], `trusted: ${trustProxy.join(',') || 'none'}`);
          if (url !== undefined) assert.deepEqual(await countedRows(url), { 'forms:127.0.0.1': 5 });
        } finally {
          await api.stop();
        }
      }
    });
  });
}

/** One `incr` of a rate-limit store as a promise; one that never calls back fails after 5 s. */
const incr = (store: FastifyRateLimitStore, key: string, windowMs: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('incr never called back')), 5000);
    store.incr(
      key,
      (error, result) => {
        clearTimeout(timer);
        if (error !== null || result === undefined) reject(error ?? new Error('no result'));
        else resolve({ current: result.current, ttl: result.ttl });
      },
      windowMs,
      1000,
    );
  });

/** The options the plugin hands `child` for a limiter: the route's, merged with the limiter's own (`groupId`). */
const limiterOptions = (own: Record<string, unknown>) =>
  ({ method: 'POST', url: '/x', path: '/x', prefix: '', handler: () => undefined, ...own }) as Parameters<
    FastifyRateLimitStore['child']
  >[0];

describe('the PostgreSQL rate-limit store itself', { skip: postgresSkipped }, () => {
  test('a limiter counts under its groupId, one without a (string, non-empty) groupId under "unnamed"; ttl is what is left of the window', async () => {
    const url = await postgres().createDatabase({ migrated: true });
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    try {
      const Store = postgresRateLimitStore(pool);
      const parent = new Store({});
      const forms = parent.child(limiterOptions({ groupId: 'forms' }));
      const started = Date.now();
      assert.equal((await incr(forms, '203.0.113.1', 60_000)).current, 1);
      const second = await incr(forms, '203.0.113.1', 60_000);
      assert.equal(second.current, 2);
      assert.ok(second.ttl > 60_000 - (Date.now() - started) - 1 && second.ttl <= 60_000, `ttl ${second.ttl}`);
      for (const options of [{}, { groupId: '' }, { groupId: 5 }])
        await incr(parent.child(limiterOptions(options)), '203.0.113.1', 60_000);
      await incr(parent, '203.0.113.2', 60_000);
      assert.deepEqual(await countedRows(url), {
        'forms:203.0.113.1': 2,
        'unnamed:203.0.113.1': 3,
        'unnamed:203.0.113.2': 1,
      });
    } finally {
      await pool.end();
    }
  });

  test('a window that has ended starts again at 1; a database error reaches the callback', async () => {
    const url = await postgres().createDatabase({ migrated: true });
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    const store = new (postgresRateLimitStore(pool))({}).child(limiterOptions({ groupId: 'forms' }));
    try {
      await queryDatabase(
        url,
        `INSERT INTO rate_limits (key, hits, window_ends_at) VALUES ('forms:old', 7, ${Date.now() + 1})`,
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
      assert.deepEqual(await incr(store, 'old', 60_000).then(({ current }) => current), 1, 'a new window');
    } finally {
      await pool.end();
    }
    await assert.rejects(incr(store, 'any', 60_000), /pool/i);
  });
});
