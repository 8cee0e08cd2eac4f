import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { apiPaths } from '@codecrush/contracts';
import { startTestApi, tempDir, type TestApi } from './helpers/api';
import { getJson } from './helpers/http';
import { openRaw, trickle } from './helpers/rawSocket';
import { selfSignedCert } from './helpers/tlsCert';
import { waitFor } from './helpers/wait';

/** Node looks for late requests every second (the server's checking interval): a cut comes within it. */
const checkingMs = 1000;
/** Room for a loaded machine on top of that. */
const slackMs = 2000;

const httpLimits = { headersTimeoutMs: 1000, requestTimeoutMs: 4000, keepAliveTimeoutMs: 500, maxConnections: 3 };

/** A client that sends one header line every 300 ms is cut at the 1 s headers timeout, with a 408. */
const assertSlowHeadersCut = async (api: TestApi): Promise<void> => {
  const connection = await openRaw(api.url);
  connection.socket.write(`GET ${apiPaths.health} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
  let line = 0;
  const closedAfterMs = await trickle(connection, { everyMs: 300, giveUpMs: 20_000 }, () => `X-Slow-${++line}: 1\r\n`);
  assert.ok(closedAfterMs >= 1000, `not before the headers timeout (${closedAfterMs} ms)`);
  assert.ok(closedAfterMs < 1000 + checkingMs + slackMs, `cut at the headers timeout (${closedAfterMs} ms)`);
  assert.match(connection.received(), /^HTTP\/1\.1 408 Request Timeout\r\n/);
};

describe('timeouts and the connection cap of the server that listens', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi({ httpLimits });
  });
  after(() => api.stop());

  test('a client trickling one header line every 300 ms is cut at the headers timeout (408)', async () => {
    await assertSlowHeadersCut(api);
  });

  test('a client trickling its body is cut at the request timeout (408), though its headers came at once', async () => {
    const connection = await openRaw(api.url);
    connection.socket.write(
      `POST ${apiPaths.sendEmail} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
    );
    const closedAfterMs = await trickle(connection, { everyMs: 300, giveUpMs: 20_000 }, () => ' ');
    assert.ok(closedAfterMs >= 4000, `not before the request timeout (${closedAfterMs} ms)`);
    assert.ok(closedAfterMs < 4000 + checkingMs + slackMs, `cut at the request timeout (${closedAfterMs} ms)`);
    assert.match(connection.received(), /^HTTP\/1\.1 408 Request Timeout\r\n/);
  });

  test('an idle kept-alive connection is closed after the keep-alive timeout', async () => {
    const connection = await openRaw(api.url);
    connection.socket.write(`GET ${apiPaths.health} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    await waitFor(() => connection.received().includes('"status":"ok"'), 'the health answer');
    const answeredAfterMs = Date.now() - connection.startedAt;
    const idleMs = (await connection.closed) - answeredAfterMs;
    assert.match(connection.received(), /^HTTP\/1\.1 200 OK\r\n/);
    assert.ok(idleMs >= 400, `kept open while idle for the keep-alive timeout (${idleMs} ms)`);
    assert.ok(idleMs < 500 + slackMs, `closed after it (${idleMs} ms)`);
  });

  test('connections beyond the cap are closed at once; when one ends, a new one is served', async () => {
    const held = await Promise.all([openRaw(api.url), openRaw(api.url), openRaw(api.url)]);
    const extra = await openRaw(api.url);
    extra.socket.write(`GET ${apiPaths.health} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    await waitFor(() => extra.socket.destroyed, 'the connection beyond the cap closed', slackMs);
    assert.equal(extra.received(), '', 'nothing served beyond the cap');
    assert.deepEqual(
      held.map((connection) => connection.socket.destroyed),
      [false, false, false],
      'the connections within the cap stay open',
    );
    held[0]?.socket.destroy();
    await held[0]?.closed;
    await waitFor(
      async () => (await getJson(api.url, apiPaths.health).catch(() => undefined))?.status === 200,
      'a connection within the cap again',
    );
    for (const connection of held) connection.socket.destroy();
  });
});

describe('the same timeouts on the HTTPS server (TLS mode)', () => {
  let api: TestApi;
  let certDir: string;
  before(async () => {
    certDir = await tempDir('api-tls-');
    api = await startTestApi({ httpLimits, tls: await selfSignedCert(certDir) });
  });
  after(async () => {
    await api.stop();
    await rm(certDir, { recursive: true, force: true });
  });

  test('a client trickling one header line every 300 ms over TLS is cut at the headers timeout (408)', async () => {
    assert.match(api.url, /^https:/);
    await assertSlowHeadersCut(api);
  });
});
