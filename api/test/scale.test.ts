import assert from 'node:assert/strict';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { tempDir } from './helpers/api';
import { spawnApi, stopApi, type ChildApi } from './helpers/child';
import { pngBytes } from './helpers/files';
import { postJson, postMultipart, type Answer } from './helpers/http';
import { attachmentsOf } from './helpers/mime';
import { validContact, validJob } from './helpers/payloads';
import { postgresForFile, postgresSkipped, queryDatabase } from './helpers/postgres';
import { startSmtpServer, type ReceivedMail } from './helpers/smtp';
import { waitFor } from './helpers/wait';

const total = 600;
const instanceCount = 3;
/** Every 5th submission carries a file; every 10th (half of them with a file) is sent again, with its key, to the next instance. */
const hasFile = (token: number) => token % 5 === 0;
const isReplayed = (token: number) => token % 10 === 3 || token % 10 === 5;
/** The SMTP sink accepts everything, slowly until the kill (so every relay has sends in flight), then fast. */
const slowAnswerMs = 1000;
const leaseMs = 20_000;
/**
 * Generous: `npm test` runs this beside the browsers (load 15 on 2 cores), where an instance's event
 * loop can stall for seconds; a deadline or idle timeout that fires after the sink accepted makes a
 * resend, which this test would rightly count as a duplicate.
 */
const sendDeadlineMs = 10_000;
/** A process start on a loaded machine (tsx compiles the sources first) can take tens of seconds. */
const startTimeoutMs = 90_000;
/** A submission that no instance answers within this fails the test instead of hanging it. */
const submitDeadlineMs = 30_000;

const tokenOf = (mail: ReceivedMail): number | undefined => {
  const match = /scale-(\d+)@example\.com/.exec(mail.raw);
  return match?.[1] === undefined ? undefined : Number(match[1]);
};
const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** A claimed message at the moment of the kill: its token (from the stored fields) and lease. */
interface HeldClaim {
  id: number;
  token: number;
  claim: string;
  leaseUntil: number;
}

const postgres = postgresForFile();

describe('several instances on one PostgreSQL', { skip: postgresSkipped }, () => {
  test(`${total} submissions over ${instanceCount} instances, one SIGKILLed while SMTP accepts and restarted: its claims are sent after their lease, none twice`, async (t) => {
    const url = await postgres().createDatabase();
    // Instance 0, the one killed, sends to a sink of its own: the kill waits until that sink holds one
    // of its transfers unanswered, so the instance surely dies holding a claim (on a loaded machine it
    // may otherwise be between sends at the chosen moment).
    const [smtp, victimSmtp] = await Promise.all([startSmtpServer(0), startSmtpServer(0)]);
    let killed = false;
    smtp.answerDelayMs = () => (killed ? 0 : slowAnswerMs);
    victimSmtp.answerDelayMs = smtp.answerDelayMs;
    const sinks = [smtp, victimSmtp];
    const dataDir = await tempDir('api-scale-');
    const env = {
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: '5',
      DATABASE_CONNECT_TIMEOUT_MS: '3000',
      DATABASE_QUERY_TIMEOUT_MS: '3000',
      API_DATA_DIR: dataDir,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      // Well above the sink's slow answer: an idle timeout firing as the server accepts would resend.
      SMTP_TIMEOUT_MS: '8000',
      MAIL_TO: 'inbox@codecrush.test',
      MAIL_FROM: 'CodeCrush website <no-reply@codecrush.test>',
      API_RATE_LIMIT_MAX: '1000000',
      RELAY_BASE_DELAY_MS: '100',
      RELAY_MAX_DELAY_MS: '800',
      RELAY_POLL_MS: '200',
      RELAY_CONCURRENCY: '4',
      RELAY_LEASE_MS: String(leaseMs),
      RELAY_SEND_DEADLINE_MS: String(sendDeadlineMs),
    };
    const envOf = (instance: number) => (instance === 0 ? { ...env, SMTP_PORT: String(victimSmtp.port) } : env);
    const instances: ChildApi[] = await Promise.all(
      Array.from({ length: instanceCount }, (_, instance) => spawnApi(envOf(instance), startTimeoutMs)),
    );
    const started = Date.now();
    const files = new Map<number, Buffer>();
    const keys = Array.from({ length: total }, () => randomUUID());
    const stats = {
      retriedElsewhere: 0,
      retriedAfter503: 0,
      replayed: 0,
      replayedWithFile: 0,
      sendingAtKill: 0,
      killedAfter: 0,
    };
    let atKill: HeldClaim[] = [];
    let restart: Promise<void> | undefined;

    const submit = (instance: number, token: number): Promise<Answer> => {
      const base = instances[instance % instanceCount]?.url ?? '';
      const email = `scale-${token}@example.com`;
      const headers = { 'Idempotency-Key': keys[token] ?? '' };
      const file = files.get(token);
      return file === undefined
        ? postJson(base, validContact({ email, message: `Scale test message ${token}` }), { headers })
        : postMultipart(
            base,
            validJob({ email }),
            { filename: `cv-${token}.png`, content: file, type: 'image/png' },
            { headers },
          );
    };
    /**
     * Round robin; a request the killed instance never answered, or answered 503, is retried with the
     * same key on the next one, until the deadline.
     */
    const deliver = async (token: number, firstInstance = token): Promise<Answer> => {
      const deadline = Date.now() + submitDeadlineMs;
      for (let instance = firstInstance; ; instance += 1) {
        try {
          const answer = await submit(instance, token);
          // Nothing was stored: the form sends the same submission again (same key), here to the next instance.
          if (answer.status !== 503 || Date.now() > deadline) return answer;
          stats.retriedAfter503 += 1;
        } catch (error) {
          if (Date.now() > deadline)
            throw new Error(`submission ${token} unanswered for ${submitDeadlineMs} ms`, { cause: error });
          stats.retriedElsewhere += 1;
        }
      }
    };
    /**
     * The claims the dead instance held: messages sending at the kill that their claimer never
     * finished, so they were claimed again (another claim token sent them). A live instance finishes
     * its claims itself (the sink accepts everything, well within the send deadline).
     */
    const claimsOfTheDead = async (atKill: readonly HeldClaim[]): Promise<HeldClaim[]> => {
      const rows = await queryDatabase<{ id: number; claim_token: string }>(
        url,
        `SELECT id, claim_token FROM messages WHERE id IN (${atKill.map((claim) => claim.id).join(',') || 0})`,
      );
      const finalClaim = new Map(rows.map((row) => [Number(row.id), row.claim_token]));
      return atKill.filter((claim) => finalClaim.get(claim.id) !== claim.claim);
    };
    const killFirst = async () => {
      const victim = instances[0];
      assert.ok(victim);
      await waitFor(
        () => victimSmtp.attempts.length > victimSmtp.accepted.length + victimSmtp.abandoned.length,
        "a transfer of instance 0's waiting for the sink's answer",
        30_000,
      );
      victim.process.kill('SIGKILL');
      await victim.exited;
      const sending = await queryDatabase<{ id: number; fields: string; claim_token: string; lease_until: string }>(
        url,
        `SELECT id, fields, claim_token, lease_until FROM messages WHERE state = 'sending'`,
      );
      killed = true;
      stats.sendingAtKill = sending.length;
      atKill = sending.map((row) => ({
        id: Number(row.id),
        token: Number(/scale-(\d+)@/.exec(row.fields)?.[1]),
        claim: row.claim_token,
        leaseUntil: Number(row.lease_until),
      }));
      instances[0] = await spawnApi(envOf(0), startTimeoutMs);
    };

    try {
      for (let token = 0; token < total; token += 1) {
        if (hasFile(token)) files.set(token, Buffer.concat([pngBytes(), randomBytes(1000 + token * 50)]));
      }
      const queue = [...Array(total).keys()];
      let answered = 0;
      const worker = async () => {
        for (let token = queue.shift(); token !== undefined; token = queue.shift()) {
          const answer = await deliver(token);
          assert.equal(answer.status, 200, answer.text);
          answered += 1;
          if (answered === total / 2) {
            stats.killedAfter = answered;
            restart = killFirst();
          }
          if (isReplayed(token)) {
            const again = await deliver(token, token + 1);
            assert.deepEqual([again.status, again.text], [answer.status, answer.text]);
            assert.equal(again.headers.get('idempotent-replayed'), 'true');
            stats.replayed += 1;
            if (files.has(token)) stats.replayedWithFile += 1;
          }
        }
      };
      await Promise.all(Array.from({ length: 12 }, worker));
      const submittedIn = Date.now() - started;
      await restart;

      await waitFor(
        async () => {
          const [row] = await queryDatabase<{ sent: string; n: string }>(
            url,
            `SELECT COUNT(*) FILTER (WHERE state = 'sent') AS sent, COUNT(*) AS n FROM messages`,
          );
          return Number(row?.sent) === total && Number(row?.n) === total;
        },
        'every message sent',
        60_000,
      );
      const drainedIn = Date.now() - started;
      const held = await claimsOfTheDead(atKill);

      const byToken = new Map<number, ReceivedMail[]>();
      for (const mail of sinks.flatMap((sink) => sink.accepted)) {
        const token = tokenOf(mail);
        assert.ok(token !== undefined, 'every mail is one of the submissions');
        byToken.set(token, [...(byToken.get(token) ?? []), mail]);
      }
      const lost = [...Array(total).keys()].filter((token) => !byToken.has(token));
      const duplicated = [...byToken].filter(([, mails]) => mails.length > 1).map(([token]) => token);
      assert.deepEqual(lost, [], 'no submission lost');
      assert.ok(held.length > 0, `the killed instance held claims (${stats.sendingAtKill} sending at the kill)`);
      for (const claim of held) {
        const mails = byToken.get(claim.token) ?? [];
        assert.ok(
          mails.some((mail) => mail.receivedAt >= claim.leaseUntil),
          `message ${claim.id} held by the killed instance is delivered after its lease`,
        );
      }
      // The one window left: the server accepted a transfer of the dead instance, which died before
      // recording it; that message is sent again after its lease (same Message-ID). Nothing else may repeat.
      const heldTokens = new Set(held.map((claim) => claim.token));
      assert.deepEqual(
        duplicated.filter((token) => !heldTokens.has(token)),
        [],
        'only a message the killed instance held can be delivered twice',
      );
      assert.equal(smtp.accepted.length + victimSmtp.accepted.length, total + duplicated.length);
      let filesChecked = 0;
      for (const [token, content] of files) {
        const [mail] = byToken.get(token) ?? [];
        assert.ok(mail);
        assert.deepEqual(attachmentsOf(mail).map(sha256), [sha256(content)], `attachment of ${token} intact`);
        filesChecked += 1;
      }
      assert.ok(stats.replayedWithFile > 0, 'replays include submissions with a file');
      t.diagnostic(
        `${total} accepted in ${submittedIn} ms over ${instanceCount} instances (${files.size} with a file, ` +
          `${stats.replayed} replayed on another instance → same answer, ${stats.replayedWithFile} of them with a file); ` +
          `instance 0 SIGKILLed after ${stats.killedAfter} answers while SMTP accepted, ${stats.sendingAtKill} sending ` +
          `at that moment, ${held.length} of them its own claims, each delivered after its lease; restarted; ` +
          `${stats.retriedElsewhere} requests retried on the next instance (+${stats.retriedAfter503} after a 503); ${victimSmtp.abandoned.length} transfers cut before ` +
          `the server's answer (not delivered); all sent ${drainedIn} ms after the first submission: ` +
          `delivered ${byToken.size}/${total}, lost 0, duplicates ${duplicated.length}, ${filesChecked} attachments hash-identical`,
      );
    } finally {
      await Promise.all(instances.map(stopApi));
      await Promise.all(sinks.map((sink) => sink.close()));
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
