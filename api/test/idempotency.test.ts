import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { antiSpamFields, apiPaths } from '@codecrush/contracts';
import { keyReusedMessage } from '../src/intake/idempotency';
import { idempotencyWindowMs } from '../src/store/store';
import { smtpTo, sqliteDatabase, startTestApi, tempDir, type TestApi } from './helpers/api';
import { spawnApi } from './helpers/child';
import { pngBytes } from './helpers/files';
import { getJson, opsHeaders, postJson, postMultipart, type Answer } from './helpers/http';
import { validContact, validEmailjs, validJob, validRemoteParams } from './helpers/payloads';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './helpers/smtp';
import { sleep, waitFor } from './helpers/wait';

const keyed = (key: string) => ({ 'Idempotency-Key': key });
const rows = async (api: TestApi) => (await api.store.list()).length;
/** The idempotency keys kept in the server's SQLite file. */
const keyRows = (api: TestApi): number =>
  Number(sqliteDatabase(api).prepare('SELECT COUNT(*) FROM idempotency_keys').pluck().get());
const mailsWith = (smtp: TestSmtpServer, marker: string) => smtp.accepted.filter((mail) => mail.raw.includes(marker));

describe('idempotency keys', () => {
  let smtp: TestSmtpServer;
  let api: TestApi;
  before(async () => {
    smtp = await startSmtpServer();
    api = await startTestApi({
      smtp: smtpTo(smtp.port),
      emailjs: { serviceId: 'service_local', templateId: 'template_local', publicKey: 'public_key_local' },
    });
  });
  after(async () => {
    await api.stop();
    await smtp.close();
  });

  /** A job application with one file, under the idempotency key `key`. */
  const sendJobWithFile = (key: string, filename: string, content: Buffer) =>
    postMultipart(api.url, validJob(), { filename, content }, { headers: keyed(key) });

  test('the same key twice → the same answer, one outbox row, one mail', async () => {
    const key = randomUUID();
    const body = validContact({ message: 'idem-contact-once' });
    const before = await rows(api);
    const first = await postJson(api.url, body, { headers: keyed(key) });
    const second = await postJson(api.url, body, { headers: keyed(key) });
    assert.equal(first.status, 200, first.text);
    assert.deepEqual([second.status, second.text], [first.status, first.text]);
    assert.equal(second.headers.get('content-type'), first.headers.get('content-type'));
    assert.equal(first.headers.get('idempotent-replayed'), null);
    assert.equal(second.headers.get('idempotent-replayed'), 'true');
    assert.equal(await rows(api), before + 1);
    await waitFor(() => mailsWith(smtp, 'idem-contact-once').length > 0, 'delivery');
    await waitFor(
      async () => (await api.store.counts()).queued + (await api.store.counts()).sending === 0,
      'outbox drained',
    );
    assert.equal(mailsWith(smtp, 'idem-contact-once').length, 1);
  });

  test('the same key with a different body → 422 with a clear message, nothing stored', async () => {
    const key = randomUUID();
    assert.equal(
      (await postJson(api.url, validContact({ message: 'idem-first' }), { headers: keyed(key) })).status,
      200,
    );
    const before = await rows(api);
    const reused = await postJson(api.url, validContact({ message: 'idem-second' }), { headers: keyed(key) });
    assert.equal(reused.status, 422);
    assert.deepEqual(reused.json, { message: keyReusedMessage });
    // Judged as a reused key before the body is: not its 400, nor the silent success of a trap.
    const others = [
      ['an invalid body', validContact({ email: 'not-an-email' })],
      ['a spam-trapped body', validContact({ [antiSpamFields.honeypot]: 'http://spam.example' })],
    ] as const;
    for (const [what, body] of others) {
      const answer = await postJson(api.url, body, { headers: keyed(key) });
      assert.deepEqual([answer.status, answer.json], [422, { message: keyReusedMessage }], what);
    }
    assert.equal(await rows(api), before);
  });

  test('field order does not matter; a key is not shared between routes', async () => {
    const key = randomUUID();
    const body = validContact({ message: 'idem-order' });
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    assert.equal((await postJson(api.url, body, { headers: keyed(key) })).status, 200);
    const again = await postJson(api.url, reordered, { headers: keyed(key) });
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
    const otherRoute = await postJson(api.url, validEmailjs(), { path: apiPaths.emailjsSend, headers: keyed(key) });
    assert.deepEqual([otherRoute.status, otherRoute.text], [422, keyReusedMessage]);
  });

  test('multipart with a file: a retry stores neither a second row nor a second file', async () => {
    const key = randomUUID();
    const file = { filename: 'resume.png', content: pngBytes(), type: 'image/png' };
    const uploads = join(api.config.dataDir, 'uploads');
    const filesBefore = (await readdir(uploads).catch(() => [])).length;
    const before = await rows(api);
    const first = await postMultipart(api.url, validJob(), file, { headers: keyed(key) });
    const second = await postMultipart(api.url, validJob(), file, { headers: keyed(key) });
    assert.equal(first.status, 200, first.text);
    assert.deepEqual([second.status, second.json], [200, first.json]);
    assert.equal(await rows(api), before + 1);
    assert.equal((await readdir(uploads)).length, filesBefore + 1);
    const otherFile = await postMultipart(
      api.url,
      validJob(),
      { ...file, filename: 'cv.png' },
      { headers: keyed(key) },
    );
    assert.equal(otherFile.status, 422);
    assert.equal((await readdir(uploads)).length, filesBefore + 1, 'the refused file is not kept');
  });

  test('the same key, form and file name with a different file (another CV) → 422, not the first answer', async () => {
    const key = randomUUID();
    const first = await sendJobWithFile(key, 'cv.png', pngBytes());
    assert.equal(first.status, 200, first.text);
    const before = await rows(api);
    const otherCv = Buffer.concat([pngBytes(), Buffer.from('another image')]);
    const second = await sendJobWithFile(key, 'cv.png', otherCv);
    assert.deepEqual([second.status, second.json], [422, { message: keyReusedMessage }]);
    assert.equal(second.headers.get('idempotent-replayed'), null);
    assert.equal(await rows(api), before);
  });

  test('EmailJS-compatible route: the same key twice → "OK" twice, one row; another body → 422 text', async () => {
    const key = randomUUID();
    const body = validEmailjs(validRemoteParams({ projectDescription: 'idem-emailjs' }));
    const before = await rows(api);
    const answers: Answer[] = [];
    for (let i = 0; i < 2; i += 1)
      answers.push(await postJson(api.url, body, { path: apiPaths.emailjsSend, headers: keyed(key) }));
    assert.deepEqual(
      answers.map((a) => [a.status, a.text]),
      [
        [200, 'OK'],
        [200, 'OK'],
      ],
    );
    assert.equal(await rows(api), before + 1);
    const other = validEmailjs(validRemoteParams({ projectDescription: 'another project' }));
    const reused = await postJson(api.url, other, { path: apiPaths.emailjsSend, headers: keyed(key) });
    assert.deepEqual([reused.status, reused.text], [422, keyReusedMessage]);
    assert.equal(await rows(api), before + 1);
  });

  test('retries racing each other (8 at once, one key) store one message', async () => {
    const key = randomUUID();
    const body = validContact({ message: 'idem-race' });
    const before = await rows(api);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => postJson(api.url, body, { headers: keyed(key) })),
    );
    assert.deepEqual(new Set(answers.map((a) => `${a.status} ${a.text}`)).size, 1);
    assert.equal(answers[0]?.status, 200);
    assert.equal(await rows(api), before + 1);
  });

  test('different submissions racing with one key: one is stored, every other gets 422', async () => {
    const key = randomUUID();
    const before = await rows(api);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        postJson(api.url, validContact({ message: `idem-race-${i}` }), { headers: keyed(key) }),
      ),
    );
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 422, 422, 422, 422, 422, 422, 422]);
    assert.equal(await rows(api), before + 1);
  });

  test('the same key with the file name’s last letter moved into the file → 422, not the first answer', async () => {
    const key = randomUUID();
    const first = await sendJobWithFile(key, 'cv.png', pngBytes());
    assert.equal(first.status, 200, first.text);
    const moved = Buffer.concat([Buffer.from('g'), pngBytes()]);
    const second = await sendJobWithFile(key, 'cv.pn', moved);
    assert.deepEqual(
      [second.status, second.json],
      [
        422,
        {
          message:
            'This Idempotency-Key was already used for a different submission; send a new submission with a new key',
        },
      ],
    );
  });

  test('different files racing with one key: one is stored, every other gets 422', async () => {
    const key = randomUUID();
    const before = await rows(api);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        postMultipart(
          api.url,
          validJob(),
          { filename: 'cv.png', content: Buffer.concat([pngBytes(), Buffer.from(`race-${i}`)]) },
          { headers: keyed(key) },
        ),
      ),
    );
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 422, 422, 422, 422, 422]);
    assert.equal(await rows(api), before + 1);
  });

  test('a keyed submission with a null field is judged like any other: 400 with the field’s message', async () => {
    const answer = await postJson(api.url, validContact({ phone: null }), { headers: keyed(randomUUID()) });
    assert.deepEqual([answer.status, (answer.json as { message: string }).message], [400, 'Phone number is required']);
  });

  test('a key in capitals or with spaces around it is the same key', async () => {
    const key = randomUUID();
    const body = validContact({ message: 'idem-key-case' });
    const before = await rows(api);
    assert.equal((await postJson(api.url, body, { headers: keyed(key) })).status, 200);
    for (const spelling of [key.toUpperCase(), `  ${key} `]) {
      const again = await postJson(api.url, body, { headers: keyed(spelling) });
      assert.equal(again.headers.get('idempotent-replayed'), 'true', spelling);
    }
    assert.equal(await rows(api), before + 1);
  });

  test('a key with anything before or after the UUID, or two keys, → 400', async () => {
    const key = randomUUID();
    for (const header of [`x${key}`, `${key}x`, `${key}, ${randomUUID()}`]) {
      const answer = await postJson(api.url, validContact(), { headers: keyed(header) });
      assert.deepEqual([answer.status, answer.json], [400, { message: 'Idempotency-Key must be one UUID' }], header);
    }
  });

  test('EmailJS-compatible route: the same params in another order are the same submission, replayed as text', async () => {
    const key = randomUUID();
    const params = validRemoteParams({ projectDescription: 'idem-emailjs-order' });
    const first = await postJson(api.url, validEmailjs(params), { path: apiPaths.emailjsSend, headers: keyed(key) });
    const reordered = validEmailjs(Object.fromEntries(Object.entries(params).reverse()));
    const again = await postJson(api.url, reordered, { path: apiPaths.emailjsSend, headers: keyed(key) });
    assert.deepEqual([first.status, again.status, again.text], [200, 200, 'OK']);
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
    assert.equal(again.headers.get('content-type'), 'text/plain; charset=utf-8');
  });

  test('a key that is not one UUID → 400; no key → stored every time (as before)', async () => {
    const bad = await postJson(api.url, validContact(), { headers: keyed('order-42') });
    assert.deepEqual([bad.status, bad.json], [400, { message: 'Idempotency-Key must be one UUID' }]);
    const before = await rows(api);
    const keysBefore = keyRows(api);
    await postJson(api.url, validContact({ message: 'unkeyed' }));
    await postJson(api.url, validContact({ message: 'unkeyed' }));
    assert.equal(await rows(api), before + 2);
    assert.equal(keyRows(api), keysBefore, 'an unkeyed submission leaves no key row');
  });

  test('a key identifies its submission for 24 h, then it is new again', async () => {
    const key = randomUUID();
    const body = validContact({ message: 'idem-expiry' });
    assert.equal((await postJson(api.url, body, { headers: keyed(key) })).status, 200);
    const submission = { key, fingerprint: 'any' };
    const now = Date.now();
    assert.equal((await api.store.lookupKey(submission, now + idempotencyWindowMs - 60_000)).kind, 'conflict');
    assert.equal((await api.store.lookupKey(submission, now + idempotencyWindowMs + 60_000)).kind, 'new');
  });
});

const total = 200;
const tokenOf = (mail: ReceivedMail): number | undefined => {
  const match = /keyed-(\d+)-end/.exec(mail.raw);
  return match?.[1] === undefined ? undefined : Number(match[1]);
};

describe('idempotency across a crash', () => {
  test(`${total} keyed messages, API killed by SIGKILL mid-way, every one retried with its key: none stored twice, none lost`, async (t) => {
    const smtp = await startSmtpServer();
    const dataDir = await tempDir('api-idem-kill-');
    const env = {
      API_DATA_DIR: dataDir,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_TIMEOUT_MS: '3000',
      MAIL_TO: 'inbox@codecrush.test',
      MAIL_FROM: 'CodeCrush website <no-reply@codecrush.test>',
      API_RATE_LIMIT_MAX: '1000000',
      RELAY_BASE_DELAY_MS: '50',
      RELAY_MAX_DELAY_MS: '500',
      RELAY_POLL_MS: '100',
    };
    const keys = Array.from({ length: total }, () => randomUUID());
    const body = (token: number) => validContact({ fullName: `Keyed ${token}`, message: `keyed-${token}-end` });
    const send = (url: string, token: number) => postJson(url, body(token), { headers: keyed(keys[token] ?? '') });
    try {
      const first = await spawnApi(env);
      const acked = new Set<number>();
      const queue = [...Array(total).keys()];
      const worker = async () => {
        for (let token = queue.shift(); token !== undefined; token = queue.shift()) {
          try {
            const answer = await send(first.url, token);
            assert.equal(answer.status, 200, answer.text);
            acked.add(token);
            if (acked.size === total / 2) first.process.kill('SIGKILL');
          } catch (error) {
            if (error instanceof assert.AssertionError) throw error;
            queue.splice(0);
            return;
          }
        }
      };
      await Promise.all(Array.from({ length: 10 }, worker));
      assert.equal(await first.exited, 'SIGKILL');
      const ackedBeforeKill = acked.size;

      const second = await spawnApi(env);
      try {
        // Every visitor retries with the same key, also those whose answer did arrive.
        let replayed = 0;
        for (let token = 0; token < total; token += 1) {
          const answer = await send(second.url, token);
          assert.equal(answer.status, 200, answer.text);
          if (answer.headers.get('idempotent-replayed') === 'true') replayed += 1;
        }
        assert.ok(replayed >= ackedBeforeKill, `${replayed} replayed, ${ackedBeforeKill} answered before the kill`);
        await waitFor(
          async () => {
            const relay = (
              (await getJson(second.url, '/healthz', opsHeaders)).json as { relay: Record<string, number> }
            ).relay;
            return relay.queued === 0 && relay.sending === 0;
          },
          'the outbox drained',
          60_000,
        );
        await sleep(200);
        const messageIds = new Map<number, Set<string>>();
        for (const mail of smtp.accepted) {
          const token = tokenOf(mail);
          assert.ok(token !== undefined);
          messageIds.set(token, (messageIds.get(token) ?? new Set()).add(mail.messageId));
        }
        const lost = [...Array(total).keys()].filter((token) => !messageIds.has(token));
        const storedTwice = [...messageIds].filter(([, ids]) => ids.size > 1).map(([token]) => token);
        assert.deepEqual(lost, [], 'every submission delivered');
        assert.deepEqual(storedTwice, [], 'no submission stored twice');
        const resent = smtp.accepted.length - total;
        t.diagnostic(
          `answered before the kill ${ackedBeforeKill}, replayed after restart ${replayed}, delivered ${messageIds.size}/${total}, ` +
            `stored twice 0, relay resends with the same Message-ID (SMTP in flight at the kill) ${resent}`,
        );
      } finally {
        second.process.kill('SIGTERM');
        await second.exited;
      }
    } finally {
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
