import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { apiPaths } from '@codecrush/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerLivenessRoute, type LivenessSources } from '../src/routes/liveness';
import type { MessageStore } from '../src/store/store';
import { SqliteStore } from '../src/store/sqlite/store';
import { tempDir } from './helpers/api';
import { createRecordingLogger, type RecordingLogger } from './helpers/logger';

const opsToken = 'liveness-ops-token-0123456789';
const unreachable = 'health check: database not reachable';

/** The real store with one of its calls replaced by a database fault: a call that never answers, or one that fails. */
const withFault = (store: SqliteStore, call: 'ping' | 'heartbeat', fault: 'stalls' | 'fails'): MessageStore =>
  Object.assign(Object.create(store) as SqliteStore, {
    [call]: () => (fault === 'stalls' ? new Promise<never>(() => {}) : Promise.reject(new Error('disk I/O error'))),
  });

interface Probe {
  status: number;
  body: unknown;
  ms: number;
}

describe('GET /healthz: liveness of one instance and its database', () => {
  let dataDir: string;
  let store: SqliteStore;
  const apps: FastifyInstance[] = [];

  before(async () => {
    dataDir = await tempDir('liveness-');
    store = SqliteStore.open(dataDir, 'codecrush.test');
  });
  after(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const serve = async (
    sources: Partial<LivenessSources> = {},
  ): Promise<{ app: FastifyInstance; logger: RecordingLogger }> => {
    const logger = createRecordingLogger();
    const app = Fastify({ loggerInstance: logger.log });
    registerLivenessRoute(app, { store, relayConfigured: true, lostClaims: () => 2, opsToken, ...sources });
    apps.push(app);
    return { app, logger };
  };

  const probe = async (app: FastifyInstance, authorization?: string): Promise<Probe> => {
    const started = performance.now();
    const answer = await app.inject({
      method: 'GET',
      url: apiPaths.health,
      headers: authorization === undefined ? {} : { authorization },
    });
    return { status: answer.statusCode, body: answer.json(), ms: performance.now() - started };
  };

  test('anonymous: the store reached, the relay’s state, no counts and no write', async () => {
    const { app } = await serve({ relayConfigured: false, lostClaims: () => 0 });
    const beforeCounts = await store.counts();
    const answer = await probe(app);
    assert.deepEqual(
      [answer.status, answer.body],
      [200, { status: 'ok', store: { kind: 'sqlite', reachable: true }, relay: { configured: false, lostClaims: 0 } }],
    );
    assert.deepEqual(await store.counts(), beforeCounts);
  });

  test('with the ops token: a real write and the outbox counts per state', async () => {
    const { app } = await serve();
    const answer = await probe(app, `Bearer ${opsToken}`);
    assert.deepEqual(
      [answer.status, answer.body],
      [
        200,
        {
          status: 'ok',
          database: 'writable',
          store: { kind: 'sqlite', reachable: true },
          relay: { configured: true, lostClaims: 2, ...(await store.counts()) },
        },
      ],
    );
  });

  test('a wrong token, no scheme, or no token configured at all: the anonymous report', async () => {
    const { app } = await serve();
    const anonymous = {
      status: 'ok',
      store: { kind: 'sqlite', reachable: true },
      relay: { configured: true, lostClaims: 2 },
    };
    for (const authorization of [`Bearer ${opsToken}x`, opsToken, 'Bearer ', undefined]) {
      assert.deepEqual((await probe(app, authorization)).body, anonymous, String(authorization));
    }
    const { app: withoutToken } = await serve({ opsToken: undefined });
    for (const authorization of ['Bearer undefined', 'Bearer ', undefined]) {
      assert.deepEqual((await probe(withoutToken, authorization)).body, anonymous, String(authorization));
    }
  });

  test('a database that does not answer: 503 within half a second, logged for the operator', async () => {
    const { app, logger } = await serve({ store: withFault(store, 'ping', 'stalls') });
    const answer = await probe(app);
    assert.deepEqual(
      [answer.status, answer.body],
      [
        503,
        { status: 'error', store: { kind: 'sqlite', reachable: false }, relay: { configured: true, lostClaims: 2 } },
      ],
    );
    assert.ok(answer.ms >= 450 && answer.ms < 2000, `answered after ${Math.round(answer.ms)} ms`);
    const [logged] = logger.logged(unreachable);
    assert.match(String((logged?.err as { message?: string } | undefined)?.message), /did not answer within 500 ms/);
  });

  test('a write that fails for the operator: 503 "not writable", logged', async () => {
    const { app, logger } = await serve({ store: withFault(store, 'heartbeat', 'fails') });
    const answer = await probe(app, `Bearer ${opsToken}`);
    assert.deepEqual(
      [answer.status, answer.body],
      [
        503,
        {
          status: 'error',
          database: 'not writable',
          store: { kind: 'sqlite', reachable: false },
          relay: { configured: true, lostClaims: 2 },
        },
      ],
    );
    assert.equal(logger.logged(unreachable).length, 1);
  });
});
