import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { smtpTo, startTestApi, type TestApi } from './helpers/api';
import { runOutboxCli } from './helpers/cli';
import { getJson, opsHeaders, postJson } from './helpers/http';
import { validContact } from './helpers/payloads';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp';
import { sleep, waitFor } from './helpers/wait';

describe('relay', () => {
  let smtp: TestSmtpServer;
  let api: TestApi;
  const refusals = new Map<string, number>();
  before(async () => {
    // The SMTP server refuses by content: "temp-N" gets 451 N times, "perm" always 550.
    smtp = await startSmtpServer(0, (mail) => {
      const temporary = /temp-(\d+)/.exec(mail.raw);
      if (temporary) {
        const seen = refusals.get(mail.messageId) ?? 0;
        if (seen < Number(temporary[1])) {
          refusals.set(mail.messageId, seen + 1);
          return { code: 451, text: '4.3.0 Try again later' };
        }
      }
      if (mail.raw.includes('perm-refusal')) return { code: 550, text: '5.7.1 Message refused' };
      return undefined;
    });
    api = await startTestApi({ smtp: smtpTo(smtp.port), relay: { baseDelayMs: 150, maxDelayMs: 1000 } });
  });
  after(async () => {
    await api.stop();
    await smtp.close();
  });

  test('a message is sent with From, To, Reply-To, subject and all fields', async () => {
    const answer = await postJson(api.url, validContact({ message: 'plain-delivery\nsecond line' }));
    assert.equal(answer.status, 200);
    await waitFor(() => smtp.accepted.some((mail) => mail.raw.includes('plain-delivery')), 'delivery');
    const mail = smtp.accepted.find((candidate) => candidate.raw.includes('plain-delivery'));
    assert.ok(mail);
    assert.equal(mail.headers.get('from'), 'CodeCrush website <no-reply@codecrush.test>');
    assert.equal(mail.headers.get('to'), 'inbox@codecrush.test');
    assert.equal(mail.headers.get('reply-to'), 'ayesha@example.com');
    assert.equal(mail.headers.get('subject'), 'Query Message: Ayesha Khan');
    assert.match(mail.messageId, /^<[0-9a-f-]{36}@codecrush\.test>$/);
    for (const text of ['Name: Ayesha Khan', 'Email: ayesha@example.com', 'Phone: 03001234567', '  second line']) {
      assert.ok(mail.raw.includes(text), text);
    }
  });

  test('SMTP 451 → retried later with backoff, same Message-ID, then sent', async () => {
    const answer = await postJson(api.url, validContact({ message: 'temp-2 please' }));
    assert.equal(answer.status, 200);
    await waitFor(() => smtp.accepted.some((mail) => mail.raw.includes('temp-2')), 'delivery after two 451s');
    const tries = smtp.attempts.filter((mail) => mail.raw.includes('temp-2'));
    assert.equal(tries.length, 3);
    assert.equal(new Set(tries.map((mail) => mail.messageId)).size, 1);
    const [first, second, third] = tries.map((mail) => mail.receivedAt);
    assert.ok(first !== undefined && second !== undefined && third !== undefined);
    assert.ok(second - first >= 150 * 0.8 - 20, `first retry after ${second - first} ms`);
    assert.ok(third - second >= 300 * 0.8 - 20, `second retry after ${third - second} ms (doubled)`);
    await waitFor(
      async () => (await api.store.list()).some((row) => row.state === 'sent' && row.attempts === 3),
      'the row marked sent',
    );
  });

  test('SMTP 550 → marked failed after one attempt, kept and visible', async () => {
    const answer = await postJson(api.url, validContact({ message: 'perm-refusal body-secret' }));
    assert.equal(answer.status, 200);
    await waitFor(async () => (await api.store.counts()).failed === 1, 'the message marked failed');
    await sleep(400);
    assert.equal(smtp.attempts.filter((mail) => mail.raw.includes('perm-refusal')).length, 1);
    const failed = await api.store.list({ state: 'failed' });
    assert.equal(failed.length, 1);
    assert.equal(failed[0]?.attempts, 1);
    assert.match(failed[0]?.lastError ?? '', /550/);
    const health = await getJson(api.url, '/healthz', opsHeaders);
    assert.equal(health.status, 200);
    assert.deepEqual(health.json, {
      status: 'ok',
      database: 'writable',
      store: { kind: 'sqlite', reachable: true },
      relay: {
        configured: true,
        lostClaims: 0,
        queued: 0,
        sending: 0,
        failed: 1,
        sent: (await api.store.counts()).sent,
      },
    });
  });

  test('`npm run outbox` lists ids, states, attempts and errors — never bodies', async () => {
    const output = await runOutboxCli(api.config.dataDir);
    assert.match(output, /id\s+created\s+subject\s+state\s+attempts\s+next attempt\s+last error/);
    assert.match(output, /Query Message\s+failed\s+1\s+-\s+EMESSAGE: 550 5\.7\.1 Message refused/);
    assert.match(output, /queued: 0, sending: 0, sent: 2, failed: 1/);
    assert.doesNotMatch(output, /body-secret|ayesha|Ayesha|03001234567/);
    const onlyFailed = await runOutboxCli(api.config.dataDir, ['--state', 'failed']);
    assert.equal(onlyFailed.match(/Query Message/g)?.length, 1);
  });

  test('`npm run outbox -- --requeue-failed` gives failed messages another chance', async () => {
    const output = await runOutboxCli(api.config.dataDir, ['--requeue-failed']);
    assert.match(output, /Requeued 1 failed message/);
    await waitFor(
      () => smtp.attempts.filter((mail) => mail.raw.includes('perm-refusal')).length === 2,
      'a new attempt',
    );
    await waitFor(async () => (await api.store.counts()).failed === 1, 'failed again');
  });
});
