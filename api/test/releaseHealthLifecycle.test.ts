import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, mock, test } from 'node:test';
import { healthBeaconPath } from '@codecrush/contracts';
import Database from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import { SqliteStore } from '../src/store/sqlite/store';
import { loadHealthConfig } from '../src/telemetry/healthConfig';
import { registerReleaseHealth } from '../src/telemetry/registerReleaseHealth';
import type { HealthStore } from '../src/telemetry/store/HealthStore';
import { tempDir } from './helpers/api';
import { injectTicket, siteOrigin, ticketed, validBeacon } from './helpers/beacons';
import { testOpsToken } from './helpers/http';
import { createRecordingLogger, type RecordingLogger } from './helpers/logger';

/**
 * Release health's life in the API (registerReleaseHealth): its rows past HEALTH_RETENTION_DAYS
 * deleted at start and every hour after, a purge that fails logged, its connections closed with the
 * app — or at once when its routes cannot be registered.
 */

const dayMs = 24 * 60 * 60 * 1000;
const hourMs = 60 * 60 * 1000;

let dataDir: string;
let store: SqliteStore;
let logs: RecordingLogger;
let app: FastifyInstance;

/** release health's file beside the outbox (`health.sqlite`), opened on a connection of the test's. */
const healthFile = () => join(dataDir, 'health.sqlite');
const withHealthFile = <T>(work: (db: Database.Database) => T): T => {
  const db = new Database(healthFile());
  try {
    return work(db);
  } finally {
    db.close();
  }
};

/** The stored rows' ages in whole hours (newest first). */
const storedAges = (health: HealthStore, now = Date.now()) =>
  health.recent(100).then((rows) => rows.map((row) => Math.round((now - Number(row.at)) / hourMs)));

/** Release health on a fresh app over the store, with retention `days`; `beforeRegister` may add routes first. */
const register = (days = 1, beforeRegister?: (app: FastifyInstance) => void) => {
  app = Fastify({ loggerInstance: logs.log });
  beforeRegister?.(app);
  const config = loadHealthConfig({ HEALTH_RETENTION_DAYS: String(days), HEALTH_FLUSH_MS: '60000' });
  return registerReleaseHealth(app, store, config, testOpsToken, undefined);
};

/** Stores three beacons through the route, then makes them 2 days, 20 hours and 1 hour old. */
async function storeAgedRows(health: HealthStore): Promise<void> {
  await app.ready();
  for (let i = 0; i < 3; i += 1) {
    const ticket = await injectTicket(app);
    const response = await app.inject({
      method: 'POST',
      url: healthBeaconPath,
      headers: { 'content-type': 'application/json', origin: siteOrigin },
      payload: ticketed(validBeacon(), ticket),
    });
    assert.equal(response.statusCode, 204, response.body);
  }
  await health.intake.flush();
  const now = Date.now();
  withHealthFile((db) => {
    const ids = db.prepare('SELECT view FROM health_events ORDER BY view').all() as { view: string }[];
    const ages = [2 * dayMs, 20 * hourMs, hourMs];
    ids.forEach(({ view }, i) =>
      db.prepare('UPDATE health_events SET at = ? WHERE view = ?').run(now - (ages[i] ?? 0), view),
    );
  });
}

beforeEach(async () => {
  dataDir = await tempDir('health-life-');
  store = SqliteStore.open(dataDir, 'codecrush.test');
  logs = createRecordingLogger();
});

afterEach(async () => {
  mock.timers.reset();
  await app.close();
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('release health in the API', () => {
  test('deletes the rows older than HEALTH_RETENTION_DAYS when the API starts, and keeps the newer ones', async () => {
    const first = await register(1);
    await storeAgedRows(first);
    assert.deepEqual(await storedAges(first), [1, 20, 48]);
    await app.close();
    const health = await register(1);
    await app.ready();
    assert.deepEqual(await storedAges(health), [1, 20]);
  });

  test('deletes them again every hour while it runs', async () => {
    mock.timers.enable({ apis: ['setInterval'] });
    const health = await register(1);
    await storeAgedRows(health);
    mock.timers.tick(hourMs - 1);
    await health.purge(0); // deletes nothing: waits for a purge the tick started (one write at a time)
    assert.deepEqual(await storedAges(health), [1, 20, 48], 'not within the hour');
    mock.timers.tick(1);
    await health.purge(0);
    assert.deepEqual(await storedAges(health), [1, 20]);
  });

  test('logs a purge that fails as a warning and goes on', async () => {
    const first = await register(1);
    await storeAgedRows(first);
    await app.close();
    withHealthFile((db) =>
      db.exec(
        "CREATE TRIGGER refuse_purge BEFORE DELETE ON health_events BEGIN SELECT RAISE(FAIL, 'purge refused'); END",
      ),
    );
    const health = await register(1);
    await app.ready();
    await health.purge(0);
    const [warning] = logs.logged('release health: purge failed');
    assert.equal(warning?.level, 40);
    assert.match(String((warning?.err as { message?: unknown } | undefined)?.message), /purge refused/);
    assert.deepEqual(await storedAges(health), [1, 20, 48]);
  });

  test('closes its connections with the app', async () => {
    await register(1);
    await app.ready();
    assert.ok(existsSync(`${healthFile()}-wal`), 'open: health.sqlite in WAL mode has its log beside it');
    await app.close();
    assert.equal(existsSync(`${healthFile()}-wal`), false, 'closed: the last connection removes it');
  });

  test('closes its connections at once when its routes cannot be registered, and fails', async () => {
    const taken = (instance: FastifyInstance) => instance.get('/ops/health', async () => 'another route');
    await assert.rejects(register(1, taken), /already declared|GET '\/ops\/health'/);
    assert.equal(existsSync(`${healthFile()}-wal`), false, 'no connection of release health is left open');
  });
});
