import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  HttpError,
  askToRetryLater,
  badRequest,
  createErrorHandler,
  fromStore,
  genericErrorMessage,
  notFoundHandler,
  statusOf,
} from '../src/http/errors';
import { loggerOptions } from '../src/http/logging';
import { registerOriginGuard } from '../src/http/origin';
import type { LogLine } from './helpers/logger';

const siteOrigin = 'https://www.codecrush.example';
const foreignOrigin = 'https://elsewhere.example';

/** An error as a route or a plugin throws it: a message, and a status when it has one. */
const failure = (message: string, statusCode?: unknown, code?: string): Error =>
  Object.assign(new Error(message), { statusCode, code });

/**
 * A fastify app with the API's own error answers, origin guard and request log (read from `lines`);
 * `/fail` throws what the test put in `next`, `/text` is an EmailJS-like plain-text route.
 */
describe("the API's error answers, origin guard and request log", () => {
  const lines: LogLine[] = [];
  let app: FastifyInstance;
  let next: () => Promise<never> = () => Promise.reject(new Error('no failure set'));
  before(async () => {
    app = Fastify({ logger: loggerOptions('info', { write: (line) => lines.push(JSON.parse(line) as LogLine) }) });
    registerOriginGuard(app, new Set([siteOrigin]));
    app.setErrorHandler(createErrorHandler(new Set(['/text'])));
    app.setNotFoundHandler(notFoundHandler);
    for (const method of ['GET', 'OPTIONS', 'POST'] as const)
      app.route({ method, url: '/fail', handler: () => next() });
    app.post('/text', () => next());
    // What the native form routes ask: was the failure the database's (and Retry-After set)?
    app.get('/retry', async (_request, reply) => ({
      asked: askToRetryLater(reply, await next().catch((error: unknown) => error)),
    }));
    app.get('/ok', () => ({ ok: true }));
    app.post('/ok', () => ({ ok: true }));
    await app.ready();
  });
  after(() => app.close());

  /** The log lines an injected request wrote besides fastify's own request lines. */
  const loggedBy = async (send: () => Promise<unknown>): Promise<LogLine[]> => {
    const from = lines.length;
    await send();
    return lines.slice(from).filter((line) => line.msg !== 'incoming request' && line.msg !== 'request completed');
  };

  test('a 4xx keeps its message and is logged at info with its status and code; its fields go with it', async () => {
    next = () => Promise.reject(failure('Too many requests, please try again in 1 minute', 429, 'FST_LIMIT'));
    let answer = await app.inject({ method: 'GET', url: '/fail' });
    const logged = await loggedBy(async () => {
      answer = await app.inject({ method: 'GET', url: '/fail' });
    });
    assert.equal(answer.statusCode, 429);
    assert.deepEqual(answer.json(), { message: 'Too many requests, please try again in 1 minute' });
    assert.deepEqual(
      logged.map(({ level, msg, statusCode, code }) => ({ level, msg, statusCode, code })),
      [{ level: 30, msg: 'request refused', statusCode: 429, code: 'FST_LIMIT' }],
    );
    next = () => Promise.reject(badRequest('Please correct the highlighted fields', { email: 'Enter a valid email' }));
    answer = await app.inject({ method: 'GET', url: '/fail' });
    assert.equal(answer.statusCode, 400);
    assert.deepEqual(answer.json(), {
      message: 'Please correct the highlighted fields',
      errors: { email: 'Enter a valid email' },
    });
  });

  test('a 5xx (500 itself too) answers the generic message, no Retry-After, and logs the cause as an error', async () => {
    for (const status of [500, 502]) {
      next = () => Promise.reject(failure(`secret cause ${status}`, status));
      let answer = await app.inject({ method: 'GET', url: '/fail' });
      const logged = await loggedBy(async () => {
        answer = await app.inject({ method: 'GET', url: '/fail' });
      });
      assert.equal(answer.statusCode, status);
      assert.deepEqual(answer.json(), { message: genericErrorMessage });
      assert.equal(answer.headers['retry-after'], undefined);
      assert.deepEqual(
        logged.map(({ level, msg }) => ({ level, msg })),
        [{ level: 50, msg: 'request failed' }],
      );
      assert.match(JSON.stringify(logged[0]?.err), new RegExp(`secret cause ${status}`));
    }
  });

  test('a database that did not answer: 503 with Retry-After 10, the generic message, the cause in the log', async () => {
    const cause = new Error('connection terminated');
    next = () => fromStore(Promise.reject(cause));
    let answer = await app.inject({ method: 'POST', url: '/fail' });
    const logged = await loggedBy(async () => {
      answer = await app.inject({ method: 'POST', url: '/fail' });
    });
    assert.equal(answer.statusCode, 503);
    assert.equal(answer.headers['retry-after'], '10');
    assert.deepEqual(answer.json(), { message: genericErrorMessage });
    assert.match(JSON.stringify(logged[0]?.err), /the outbox database did not answer/);
    await assert.rejects(fromStore(Promise.reject(cause)), {
      name: 'StoreUnavailable',
      message: 'the outbox database did not answer',
      cause,
    });
    assert.equal(await fromStore(Promise.resolve(7)), 7);
    const asked = await app.inject({ method: 'GET', url: '/retry' });
    assert.deepEqual([asked.json(), asked.headers['retry-after']], [{ asked: true }, '10']);
    next = () => Promise.reject(failure('not the database', 503));
    const other = await app.inject({ method: 'GET', url: '/retry' });
    assert.deepEqual([other.json(), other.headers['retry-after']], [{ asked: false }, undefined]);
  });

  test('a status that is not an error status answers 500', () => {
    const statuses: [unknown, number][] = [
      [400, 400],
      [404, 404],
      [599, 599],
      [399, 500],
      [302, 500],
      [600, 500],
      ['404', 500],
      [undefined, 500],
    ];
    for (const [given, expected] of statuses)
      assert.equal(statusOf(failure('x', given) as never), expected, String(given));
  });

  test('the plain-text route answers its message as text, 4xx and 5xx alike', async () => {
    next = () => Promise.reject(new HttpError(422, 'The service ID is invalid'));
    const refused = await app.inject({ method: 'POST', url: '/text' });
    assert.equal(refused.statusCode, 422);
    assert.equal(refused.headers['content-type'], 'text/plain; charset=utf-8');
    assert.equal(refused.body, 'The service ID is invalid');
    next = () => Promise.reject(new Error('hidden'));
    const failed = await app.inject({ method: 'POST', url: '/text' });
    assert.equal(failed.statusCode, 500);
    assert.equal(failed.body, genericErrorMessage);
    assert.equal(new HttpError(400, 'x').name, 'HttpError');
  });

  test('the origin guard: a state change from a foreign page → 403; reads, preflights, no Origin and the site pass', async () => {
    next = () => Promise.resolve({ reached: true } as never);
    for (const method of ['GET', 'HEAD', 'OPTIONS'] as const) {
      const answer = await app.inject({ method, url: '/fail', headers: { origin: foreignOrigin } });
      assert.equal(answer.statusCode, 200, method);
    }
    const refused = await app.inject({ method: 'POST', url: '/ok', headers: { origin: foreignOrigin } });
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), { message: 'Origin not allowed' });
    assert.equal((await app.inject({ method: 'POST', url: '/ok', headers: { origin: siteOrigin } })).statusCode, 200);
    assert.equal((await app.inject({ method: 'POST', url: '/ok' })).statusCode, 200);
    const unknown = await app.inject({ method: 'POST', url: '/nowhere', headers: { origin: foreignOrigin } });
    assert.deepEqual([unknown.statusCode, unknown.json()], [403, { message: 'Origin not allowed' }]);
    const missing = await app.inject({ method: 'GET', url: '/nowhere' });
    assert.deepEqual([missing.statusCode, missing.json()], [404, { message: 'Not found' }]);
  });

  test('the request log names method, path (no query) and id only: no address, headers or body', async () => {
    const from = lines.length;
    await app.inject({
      method: 'POST',
      url: '/ok?email=ayesha%40example.com',
      headers: { origin: siteOrigin, 'user-agent': 'secret-agent', cookie: 'id=1' },
      payload: { message: 'private words' },
    });
    const incoming = lines.slice(from).find((line) => line.msg === 'incoming request');
    const req = (incoming as { req?: Record<string, unknown> } | undefined)?.req;
    assert.deepEqual(Object.keys(req ?? {}).sort(), ['id', 'method', 'url']);
    assert.deepEqual([req?.method, req?.url], ['POST', '/ok']);
    assert.doesNotMatch(JSON.stringify(lines.slice(from)), /ayesha|secret-agent|private words|127\.0\.0\.1|id=1/);
  });
});
