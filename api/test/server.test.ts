/**
 * What `server.ts` puts together, seen from outside on one process each: the checks before anything
 * opens, the store and its lock, the plugins' settings (CORS, the forms' rate limit, multipart
 * limits, the body limit, the proxy setting), the routes and their error styles, the relay's wake-up,
 * the start-up warnings, close and the URL. The suites of each part test the part itself; this one
 * is short enough to run once per mutant of server.ts.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { writeFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { apiPaths } from '@codecrush/contracts';
import { resolveConfig } from '../src/config';
import { baseUrl, buildServer, messageIdDomain, startServer } from '../src/server';
import { smtpTo, startTestApi, tempDir, type TestApi } from './helpers/api';
import { pngBytes } from './helpers/files';
import { getJson, messageOf, postJson, postMultipart } from './helpers/http';
import type { LogLine } from './helpers/logger';
import { validContact, validJob } from './helpers/payloads';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp';
import { contact, dataDirInUse } from './helpers/stores';
import { selfSignedCert } from './helpers/tlsCert';
import { waitFor } from './helpers/wait';

const siteOrigin = 'https://site.test';

/** A log destination that keeps the parsed lines. */
const recordedLog = () => {
  const lines: LogLine[] = [];
  return { lines, destination: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } };
};

describe('the assembled server, with SMTP', () => {
  let smtp: TestSmtpServer;
  let api: TestApi;
  const log = recordedLog();
  before(async () => {
    smtp = await startSmtpServer();
    api = await startTestApi(
      {
        smtp: smtpTo(smtp.port),
        corsOrigins: [siteOrigin],
        logLevel: 'info',
        rateLimit: { max: 10 },
        bodyLimitBytes: 8192,
        upload: { maxFileBytes: 4096, maxFields: 12, maxFieldBytes: 5000 },
        // The relay's own polling would take a minute: only the wake-up of a stored message is quick.
        relay: { pollMs: 60_000 },
      },
      log.destination,
    );
  });
  after(async () => {
    await api.stop();
    await smtp.close();
  });

  test('a stored message wakes the relay: delivered at once, its Message-ID on the sender’s domain', async () => {
    const answer = await postJson(api.url, validContact());
    assert.equal(answer.status, 200);
    await waitFor(() => smtp.accepted.length === 1, 'the message delivered', 10_000);
    assert.match(smtp.accepted[0]?.messageId ?? '', /@codecrush\.test>$/);
    assert.equal(log.lines.filter((line) => String(line.msg).startsWith('relay: SMTP not configured')).length, 0);
    const health = await getJson(api.url, '/healthz');
    assert.deepEqual((health.json as { relay: unknown }).relay, { configured: true, lostClaims: 0 });
  });

  test('CORS: the site’s origin preflights GET and POST with its two headers for 10 minutes; others and none get nothing', async () => {
    const preflight = (origin?: string) =>
      fetch(`${api.url}${apiPaths.sendEmail}`, {
        method: 'OPTIONS',
        headers: {
          ...(origin === undefined ? {} : { origin }),
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const allowed = await preflight(siteOrigin);
    assert.equal(allowed.status, 204);
    assert.equal(allowed.headers.get('access-control-allow-origin'), siteOrigin);
    assert.equal(allowed.headers.get('access-control-allow-methods'), 'GET, POST');
    assert.equal(allowed.headers.get('access-control-allow-headers'), 'Content-Type, Idempotency-Key');
    assert.equal(allowed.headers.get('access-control-max-age'), '600');
    assert.equal((await preflight('https://elsewhere.test')).headers.get('access-control-allow-origin'), null);
    assert.equal((await preflight()).headers.get('access-control-allow-origin'), null);
    const refused = await postJson(api.url, validContact(), { headers: { origin: 'https://elsewhere.test' } });
    assert.deepEqual([refused.status, refused.json], [403, { message: 'Origin not allowed' }]);
  });

  test('multipart limits: one file of at most maxFileBytes, no more fields than maxFields, no field over maxFieldBytes', async () => {
    const png = { filename: 'a.png', content: pngBytes() };
    const twoFiles = await postMultipart(api.url, validJob(), [png, { ...png, filename: 'b.png' }]);
    assert.equal(twoFiles.status, 413, 'two files');
    const big = await postMultipart(api.url, validJob(), {
      filename: 'big.png',
      content: Buffer.concat([pngBytes(), Buffer.alloc(4096)]),
    });
    assert.deepEqual([big.status, messageOf(big)], [413, 'File is too large (at most 4 KB)']);
    const fieldsUpTo = (count: number) => {
      const fields: Record<string, string> = { ...validJob() };
      for (let index = 0; Object.keys(fields).length < count; index += 1) fields[`extra${index}`] = 'x';
      return fields;
    };
    const atLimit = await postMultipart(api.url, fieldsUpTo(12), png);
    assert.equal(atLimit.status, 200, `maxFields fields and one file: ${atLimit.text}`);
    const manyFields = Object.fromEntries(Array.from({ length: 13 }, (_, index) => [`extra${index}`, 'x']));
    assert.equal((await postMultipart(api.url, { ...validJob(), ...manyFields })).status, 413, 'thirteen fields');
    const longField = await postMultipart(api.url, validJob({ coverLetter: 'x'.repeat(5001) }));
    assert.equal(longField.status, 413, 'a field over 5000 bytes');
  });

  test('errors: a JSON body over bodyLimitBytes → 413, an unknown route → 404 JSON, the EmailJS route answers in text', async () => {
    const large = await postJson(api.url, validContact({ message: 'x'.repeat(9000) }));
    assert.equal(large.status, 413);
    const missing = await getJson(api.url, '/no-such-route');
    assert.equal(missing.status, 404);
    assert.equal(typeof messageOf(missing), 'string');
    const emailjs = await fetch(`${api.url}${apiPaths.emailjsSend}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(emailjs.status, 400);
    assert.match(emailjs.headers.get('content-type') ?? '', /^text\/plain/);
  });

  test('the forms’ rate limit: max per window, then 429 with its message', async () => {
    // The first test's message counted one; the refused and failed posts above counted too.
    const statuses: number[] = [];
    let last = await postJson(api.url, validContact());
    statuses.push(last.status);
    while (last.status !== 429 && statuses.length < 12) {
      last = await postJson(api.url, validContact());
      statuses.push(last.status);
    }
    assert.equal(last.status, 429, `statuses ${statuses.join(', ')}`);
    // The plugin's default for a route without a limit of its own is 1000 a minute: none here.
    const statusesOfOthers = new Set<number>();
    for (let index = 0; index < 1001; index += 1) {
      statusesOfOthers.add((await api.app.inject({ method: 'GET', url: '/healthz' })).statusCode);
    }
    assert.deepEqual([...statusesOfOthers], [200], 'only the form routes are limited');
    assert.match(messageOf(last) ?? '', /^Too many requests, please try again in (1 minute|\d+ seconds)$/);
  });
});

describe('the assembled server, without SMTP', () => {
  test('warns that the relay is not configured, reports it, keeps the message with a local Message-ID', async () => {
    const log = recordedLog();
    const api = await startTestApi({ logLevel: 'info' }, log.destination);
    try {
      assert.equal(log.lines.filter((line) => String(line.msg).startsWith('relay: SMTP not configured')).length, 1);
      assert.equal((await postJson(api.url, validContact())).status, 200);
      const health = await getJson(api.url, '/healthz');
      assert.deepEqual((health.json as { relay: unknown }).relay, { configured: false, lostClaims: 0 });
      assert.equal(
        log.lines.filter((line) => line.msg === 'relay: messages interrupted by a stop will be sent again').length,
        0,
        'nothing interrupted, nothing warned',
      );
      const [queued] = await api.store.claimDue(1, 60_000);
      assert.match(queued?.messageId ?? '', /@codecrush\.local>$/);
    } finally {
      await api.stop();
    }
  });

  test('a message interrupted by a stop is counted at the next start and warned about', async () => {
    const dataDir = await tempDir();
    try {
      const first = await startTestApi({ dataDir });
      await first.store.commit(contact('interrupted'));
      assert.equal((await first.store.claimDue(1, 60_000)).length, 1);
      await first.stop();
      const log = recordedLog();
      const second = await startTestApi({ dataDir, logLevel: 'info' }, log.destination);
      await second.stop();
      const warned = log.lines.filter(
        (line) => line.msg === 'relay: messages interrupted by a stop will be sent again',
      );
      assert.deepEqual(
        warned.map((line) => line.count),
        [1],
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the proxy setting', () => {
  const cases = [
    ['a trusted proxy’s X-Forwarded-For names the client: two clients, a limit each', ['127.0.0.1'], [200, 200]],
    ['no trusted proxy: the header is ignored, the connection is the client', [], [200, 429]],
  ] as const;
  for (const [behaviour, trustProxy, statuses] of cases) {
    test(behaviour, async () => {
      // A limit of one post: a second from the same client is refused.
      const api = await startTestApi({ trustProxy: [...trustProxy], rateLimit: { max: 1 } });
      const fromClient = async (address: string) =>
        (await postJson(api.url, validContact(), { headers: { 'x-forwarded-for': address } })).status;
      try {
        assert.deepEqual([await fromClient('203.0.113.1'), await fromClient('203.0.113.2')], statuses);
      } finally {
        await api.stop();
      }
    });
  }
});

describe('starting and stopping', () => {
  test('settings that break a rule are refused before anything opens', async () => {
    const dataDir = await tempDir();
    try {
      const base = { dataDir, logLevel: 'silent', smtp: undefined };
      await assert.rejects(
        buildServer(
          resolveConfig({ ...base, formTokenSecret: undefined, formTokenSecretRequiredBy: 'DATABASE_URL is set' }),
        ),
        /FORM_TOKEN_SECRET is required when DATABASE_URL is set/,
      );
      await assert.rejects(
        buildServer(resolveConfig({ ...base, httpLimits: { headersTimeoutMs: 2000, requestTimeoutMs: 1000 } })),
        /must not exceed API_REQUEST_TIMEOUT_MS/,
      );
      await assert.rejects(
        buildServer(resolveConfig({ ...base, relay: { leaseMs: 1000, sendDeadlineMs: 5000 } })),
        /RELAY_LEASE_MS \(1000\) must be at least/,
      );
      // Nothing was opened: the data directory is free for a server.
      const api = await startTestApi({ dataDir });
      await api.stop();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  test('one process per data directory; a store that cannot open fails the start', async () => {
    const api = await startTestApi();
    /** A start that should fail; one that does not is stopped at once, so the test fails instead of hanging. */
    const startFails = (dataDir: string) => startTestApi({ dataDir }).then((started) => started.stop());
    try {
      await assert.rejects(startFails(api.config.dataDir), dataDirInUse(api.config.dataDir));
      const file = join(api.config.dataDir, 'not-a-directory');
      await writeFile(file, '');
      await assert.rejects(startFails(file), /not-a-directory/);
    } finally {
      await api.stop();
    }
  });

  test('a port in use fails the start and releases the data directory; close is once, and ends the listening', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const address = taken.address();
    assert.ok(typeof address === 'object' && address !== null);
    const dataDir = await tempDir();
    try {
      await assert.rejects(startTestApi({ dataDir, port: address.port }), /EADDRINUSE/);
      const api = await startTestApi({ dataDir });
      assert.equal(api.url, `http://127.0.0.1:${new URL(api.url).port}`);
      const [first, second] = [api.close(), api.close()];
      assert.equal(first, second, 'one closing, however often asked');
      await first;
      await assert.rejects(fetch(`${api.url}/healthz`));
    } finally {
      taken.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  test('the URL: https with a certificate; an IPv6 host in brackets', async () => {
    const dataDir = await tempDir();
    try {
      const tls = await selfSignedCert(dataDir);
      const secure = await startServer({
        host: '127.0.0.1',
        port: 0,
        dataDir,
        logLevel: 'silent',
        smtp: undefined,
        tls,
      });
      await secure.close();
      assert.match(secure.url, /^https:\/\/127\.0\.0\.1:\d+$/);
      // Formatted without listening there: a machine may have no IPv6 loopback.
      assert.equal(baseUrl('::1', 3100, false), 'http://[::1]:3100');
      assert.equal(baseUrl('localhost', 443, true), 'https://localhost:443');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

test('the Message-ID domain: the sender address’s domain, with or without a display name; codecrush.local without one', () => {
  assert.equal(messageIdDomain('CodeCrush website <no-reply@codecrush.test>'), 'codecrush.test');
  assert.equal(messageIdDomain('no-reply@mail.codecrush.test'), 'mail.codecrush.test');
  assert.equal(messageIdDomain('"ops@team" <no-reply@codecrush.test>'), 'codecrush.test');
  assert.equal(messageIdDomain('<no-reply@codecrush.test>  '), 'codecrush.test');
  assert.equal(messageIdDomain(undefined), 'codecrush.local');
  assert.equal(messageIdDomain('CodeCrush website'), 'codecrush.local');
});
