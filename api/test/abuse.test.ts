import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { apps } from '@codecrush/build-config/runtime';
import { apiPaths } from '@codecrush/contracts';
import { defaultCorsOrigins } from '../src/config';
import { sqliteDatabase, startTestApi, type TestApi } from './helpers/api';
import { getJson, opsHeaders, postJson } from './helpers/http';
import { validContact, validEmailjs } from './helpers/payloads';
import { remoteOrigin, shellOrigin } from './helpers/ports';

describe('rate limit', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi({ rateLimit: { max: 5, windowMs: 60_000 } });
  });
  after(() => api.stop());

  test('at most N submissions a minute per IP, across both submission routes → 429 { message }', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await postJson(api.url, validContact())).status);
    statuses.push((await postJson(api.url, { bad: true })).status);
    statuses.push((await postJson(api.url, validEmailjs(), { path: apiPaths.emailjsSend })).status);
    assert.deepEqual(statuses, [200, 200, 200, 400, 200]);
    const limited = await postJson(api.url, validContact());
    assert.equal(limited.status, 429);
    assert.match(String((limited.json as { message: string }).message), /^Too many requests, please try again in /);
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
    const limitedText = await postJson(api.url, validEmailjs(), { path: apiPaths.emailjsSend });
    assert.equal(limitedText.status, 429);
    assert.match(limitedText.text, /^Too many requests/);
    assert.equal((await api.store.counts()).queued, 4);
  });

  test('the health check is not rate limited', async () => {
    assert.equal((await getJson(api.url, apiPaths.health)).status, 200);
  });
});

describe('CORS allow-list and origin guard', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.stop());

  const preflight = (origin: string) =>
    fetch(`${api.url}${apiPaths.sendEmail}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

  test('defaults: the shell and the five remotes on localhost and 127.0.0.1', () => {
    assert.equal(defaultCorsOrigins.length, 2 * apps.length);
    assert.ok(defaultCorsOrigins.includes(shellOrigin()));
    assert.ok(defaultCorsOrigins.includes(remoteOrigin()));
  });

  for (const origin of [shellOrigin(), remoteOrigin()]) {
    test(`${origin}: preflight allowed, answer readable (echoed origin, never *)`, async () => {
      const response = await preflight(origin);
      assert.equal(response.status, 204);
      assert.equal(response.headers.get('access-control-allow-origin'), origin);
      assert.match(response.headers.get('access-control-allow-methods') ?? '', /POST/);
      const post = await postJson(api.url, validContact(), { headers: { origin } });
      assert.equal(post.status, 200);
      assert.equal(post.headers.get('access-control-allow-origin'), origin);
      assert.match(post.headers.get('vary') ?? '', /Origin/);
    });
  }

  for (const origin of ['http://evil.example', 'http://localhost:4000', 'null', shellOrigin('localhost', 'https')]) {
    test(`${origin}: no CORS headers, and the submission is refused (403) and not stored`, async () => {
      const response = await preflight(origin);
      assert.equal(response.headers.get('access-control-allow-origin'), null);
      const before = (await api.store.counts()).queued;
      const post = await postJson(api.url, validContact(), { headers: { origin } });
      assert.equal(post.status, 403);
      assert.deepEqual(post.json, { message: 'Origin not allowed' });
      assert.equal(post.headers.get('access-control-allow-origin'), null);
      assert.equal((await api.store.counts()).queued, before);
    });
  }

  test('requests without Origin (not from a web page) are accepted', async () => {
    assert.equal((await postJson(api.url, validContact())).status, 200);
  });
});

describe('hygiene', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi({ bodyLimitBytes: 4096 });
  });
  after(() => api.stop());

  test('a JSON body over the limit → 413 { message }', async () => {
    const answer = await postJson(api.url, validContact({ message: 'x'.repeat(5000) }));
    assert.equal(answer.status, 413);
    assert.equal(typeof (answer.json as { message: unknown }).message, 'string');
  });

  test('a field over its length → 400', async () => {
    const answer = await postJson(api.url, validContact({ fullName: 'x'.repeat(201) }));
    assert.deepEqual(
      [answer.status, (answer.json as { message: string }).message],
      [400, 'Name is too long (at most 200 characters)'],
    );
  });

  test('malformed JSON → 400 { message }, no stack trace', async () => {
    const response = await fetch(`${api.url}${apiPaths.sendEmail}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"fullName":',
    });
    const text = await response.text();
    assert.equal(response.status, 400);
    assert.doesNotMatch(text, /\bat \S+:\d+/);
    assert.equal(typeof (JSON.parse(text) as { message: unknown }).message, 'string');
  });

  test('unknown route → 404 { message }', async () => {
    const answer = await getJson(api.url, '/nope');
    assert.deepEqual([answer.status, answer.json], [404, { message: 'Not found' }]);
  });

  test('a database refusing writes → 503 with Retry-After and a generic message; detailed health 503', async () => {
    sqliteDatabase(api).pragma('query_only = ON');
    try {
      const answer = await postJson(api.url, validContact());
      assert.deepEqual(
        [answer.status, answer.json],
        [503, { message: 'Something went wrong, please try again later' }],
      );
      assert.equal(answer.headers.get('retry-after'), '10');
      const health = await getJson(api.url, apiPaths.health, opsHeaders);
      assert.equal(health.status, 503);
      assert.deepEqual(health.json, {
        status: 'error',
        database: 'not writable',
        store: { kind: 'sqlite', reachable: false },
        relay: { configured: false, lostClaims: 0 },
      });
      const anonymous = await getJson(api.url, apiPaths.health);
      assert.equal(anonymous.status, 200, 'the anonymous check only reads');
    } finally {
      sqliteDatabase(api).pragma('query_only = OFF');
    }
    const recovered = await getJson(api.url, apiPaths.health);
    assert.equal(recovered.status, 200);
  });

  test('health: anonymous → reachability only, no write; the ops token → a write and the outbox counts', async () => {
    const heartbeat = () => sqliteDatabase(api).prepare('SELECT at FROM heartbeat').get();
    const before = heartbeat();
    const health = await getJson(api.url, apiPaths.health);
    assert.equal(health.status, 200);
    assert.deepEqual(health.json, {
      status: 'ok',
      store: { kind: 'sqlite', reachable: true },
      relay: { configured: false, lostClaims: 0 },
    });
    assert.deepEqual(heartbeat(), before, 'the anonymous check wrote nothing');
    for (const authorization of ['Bearer wrong-token', 'ops-token-for-tests', '']) {
      const refused = await getJson(api.url, apiPaths.health, { authorization });
      assert.equal(Reflect.get(refused.json as object, 'database'), undefined, 'no detail without the token');
    }
    const detailed = await getJson(api.url, apiPaths.health, opsHeaders);
    assert.deepEqual(detailed.json, {
      status: 'ok',
      database: 'writable',
      store: { kind: 'sqlite', reachable: true },
      relay: {
        configured: false,
        lostClaims: 0,
        queued: (await api.store.counts()).queued,
        sending: 0,
        failed: 0,
        sent: 0,
      },
    });
  });
});
