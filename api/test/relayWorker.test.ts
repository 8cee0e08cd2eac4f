import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import type { RelayConfig } from '../src/config';
import { createSmtpSender } from '../src/relay/transport';
import { RelayWorker } from '../src/relay/worker';
import type { MessageStore } from '../src/store/store';
import { smtpTo } from './helpers/api';
import { createRecordingLogger, type LogLine, type RecordingLogger } from './helpers/logger';
import { startSmtpServer, type Responder, type TestSmtpServer } from './helpers/smtp';
import { contact, openSqliteStore, type OpenedStore } from './helpers/stores';
import { waitFor } from './helpers/wait';

/** Slow enough that nothing is retried or polled during a test unless the test asks for it. */
const quietRelay: RelayConfig = {
  baseDelayMs: 60_000,
  maxDelayMs: 60_000,
  maxAttempts: 5,
  pollMs: 60_000,
  concurrency: 2,
  leaseMs: 10_000,
  sendDeadlineMs: 5_000,
  maxClaimsWithoutOutcome: 3,
};

const databaseDown = () => new Error('SQLITE_BUSY: database is locked');

/** What the worker asked of the store, with the time of each call. */
interface StoreCalls {
  /** Rounds started (each begins by failing poisoned messages). */
  rounds: number[];
  claims: number[];
  nextDue: number[];
  marksSent: number[];
}

interface Relay {
  store: MessageStore;
  worker: RelayWorker;
  smtp: TestSmtpServer;
  logs: RecordingLogger;
  calls: StoreCalls;
  config: RelayConfig;
}

interface RelayOptions {
  relay?: Partial<RelayConfig>;
  respond?: Responder;
  /** Store calls replaced (a database that fails or is slow); the rest reach the real store. */
  faults?: (store: MessageStore) => Partial<MessageStore>;
}

/** The worker's view of `store`: every relay call recorded, `replaced` ones answered by the test. */
const observedStore = (store: MessageStore, calls: StoreCalls, replaced: Partial<MessageStore>): MessageStore => {
  const target = Object.assign(Object.create(store) as MessageStore, replaced);
  const observed = Object.create(target) as MessageStore;
  observed.failPoisoned = (max) => {
    calls.rounds.push(Date.now());
    return target.failPoisoned(max);
  };
  observed.claimDue = (limit, leaseMs, now, maxClaimsWithoutOutcome) => {
    calls.claims.push(Date.now());
    return target.claimDue(limit, leaseMs, now, maxClaimsWithoutOutcome);
  };
  observed.nextDueAt = () => {
    calls.nextDue.push(Date.now());
    return target.nextDueAt();
  };
  observed.markSent = (message) => {
    calls.marksSent.push(Date.now());
    return target.markSent(message);
  };
  return observed;
};

/** Each gap between consecutive calls, in ms. */
const gaps = (times: readonly number[]): number[] => times.slice(1).map((time, index) => time - (times[index] ?? 0));

describe('relay worker', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const startRelay = async (options: RelayOptions = {}): Promise<Relay> => {
    const opened: OpenedStore = await openSqliteStore();
    cleanups.push(() => opened.dispose());
    const smtp = await startSmtpServer(0, options.respond);
    cleanups.push(() => smtp.close());
    const calls: StoreCalls = { rounds: [], claims: [], nextDue: [], marksSent: [] };
    const config = { ...quietRelay, ...options.relay };
    const smtpConfig = smtpTo(smtp.port);
    const logs = createRecordingLogger();
    const store = observedStore(opened.store, calls, options.faults?.(opened.store) ?? {});
    const worker = new RelayWorker(store, createSmtpSender(smtpConfig, config, logs.log), smtpConfig, config, logs.log);
    cleanups.push(() => worker.stop());
    return { store: opened.store, worker, smtp, logs, calls, config };
  };

  const onlyRow = async (store: MessageStore) => {
    const [row, ...others] = await store.list();
    assert.ok(row);
    assert.equal(others.length, 0);
    return row;
  };

  const oneLine = (logs: RecordingLogger, msg: string): LogLine => {
    const lines = logs.logged(msg);
    assert.equal(lines.length, 1, `one "${msg}" line in ${JSON.stringify(logs.lines)}`);
    const [line] = lines;
    assert.ok(line);
    return line;
  };

  test('a message the SMTP server accepts is marked sent and logged with its outbox id and attempt', async () => {
    const { store, worker, smtp, logs } = await startRelay();
    const stored = await store.commit(contact('accepted'));
    assert.equal(stored.kind, 'stored');
    worker.start();
    await waitFor(async () => (await store.counts()).sent === 1, 'the message marked sent');
    assert.equal(smtp.accepted.length, 1);
    const line = oneLine(logs, 'relay: message sent');
    assert.equal(line.level, 30);
    assert.equal(line.outboxId, stored.id);
    assert.equal(line.attempt, 1);
    assert.equal(worker.lostClaims, 0);
    assert.equal(logs.lines.length, 1, 'nothing else logged');
  });

  test('a message refused permanently (5xx) is marked failed, logged as a warning with the refusal', async () => {
    const { store, worker, logs } = await startRelay({ respond: () => ({ code: 550, text: '5.7.1 Message refused' }) });
    const stored = await store.commit(contact('refused'));
    assert.equal(stored.kind, 'stored');
    worker.start();
    await waitFor(async () => (await store.counts()).failed === 1, 'the message marked failed');
    const line = oneLine(logs, 'relay: message refused permanently, marked failed');
    assert.equal(line.level, 40);
    assert.equal(line.outboxId, stored.id);
    assert.equal(line.attempt, 1);
    assert.match(String(line.error), /550 5\.7\.1 Message refused/);
    assert.match((await onlyRow(store)).lastError ?? '', /550 5\.7\.1 Message refused/);
  });

  test('a temporary refusal (4xx) is retried later, logged with the refusal and the delay', async () => {
    const { store, worker, logs } = await startRelay({ respond: () => ({ code: 451, text: '4.3.0 Try again later' }) });
    const stored = await store.commit(contact('later'));
    assert.equal(stored.kind, 'stored');
    const before = Date.now();
    worker.start();
    await waitFor(() => logs.logged('relay: temporary failure, will retry').length === 1, 'the retry logged');
    const line = oneLine(logs, 'relay: temporary failure, will retry');
    assert.equal(line.level, 30);
    assert.equal(line.outboxId, stored.id);
    assert.equal(line.attempt, 1);
    assert.match(String(line.error), /451 4\.3\.0 Try again later/);
    const retryInMs = Number(line.retryInMs);
    assert.ok(retryInMs >= 60_000 * 0.8 && retryInMs <= 60_000 * 1.2, `retry in ${retryInMs} ms`);
    const row = await onlyRow(store);
    assert.equal(row.state, 'queued');
    assert.ok((row.nextAttemptAt ?? 0) >= before + retryInMs, 'the next attempt is the logged delay away');
  });

  test('a message out of attempts is marked failed with the last refusal, logged as a warning', async () => {
    const { store, worker, logs } = await startRelay({
      relay: { maxAttempts: 1 },
      respond: () => ({ code: 451, text: '4.3.0 Try again later' }),
    });
    const stored = await store.commit(contact('out of attempts'));
    assert.equal(stored.kind, 'stored');
    worker.start();
    await waitFor(async () => (await store.counts()).failed === 1, 'the message marked failed');
    const line = oneLine(logs, 'relay: out of attempts, marked failed');
    assert.equal(line.level, 40);
    assert.equal(line.outboxId, stored.id);
    assert.equal(line.attempt, 1);
    assert.match(String(line.error), /^(?!gave up).*451 4\.3\.0 Try again later/);
    assert.match((await onlyRow(store)).lastError ?? '', /^gave up after 1 attempts: .*451 4\.3\.0 Try again later/);
  });

  test("a message whose send outlives the deadline is retried later with 'send deadline passed…' and its connections destroyed", async () => {
    const { store, worker, smtp, logs } = await startRelay({ relay: { sendDeadlineMs: 200 } });
    // The server holds its answer to the end of DATA well past the deadline.
    smtp.answerDelayMs = () => 1000;
    await store.commit(contact('slow server'));
    worker.start();
    const deadlineError = 'send deadline passed (RELAY_SEND_DEADLINE_MS); connection closed';
    await waitFor(async () => (await onlyRow(store)).lastError === deadlineError, 'the deadline recorded');
    const row = await onlyRow(store);
    assert.equal(row.state, 'queued', 'retried later, not failed');
    assert.equal(row.attempts, 1);
    assert.equal(oneLine(logs, 'relay: temporary failure, will retry').error, deadlineError);
    await waitFor(() => smtp.abandoned.length === 1, 'the server finding the connection closed when it answers');
    assert.equal(smtp.accepted.length, 0);
  });

  test('a retry goes out when it is due, not at the next poll, without looking at the outbox in between', async () => {
    let refused = false;
    const { store, worker, smtp, calls } = await startRelay({
      relay: { baseDelayMs: 100, maxDelayMs: 100 },
      respond: () => {
        if (refused) return undefined;
        refused = true;
        return { code: 451, text: '4.3.0 Try again later' };
      },
    });
    await store.commit(contact('retry when due'));
    worker.start();
    await waitFor(() => smtp.accepted.length === 1, 'the retry accepted (the poll is a minute away)', 5000);
    assert.equal(smtp.attempts.length, 2);
    // A claim for the first attempt, one finding nothing, one for the retry (and one finding nothing).
    assert.ok(calls.claims.length <= 4, `looked at the outbox ${calls.claims.length} times meanwhile`);
  });

  test('an idle worker looks at the outbox once per poll interval', async () => {
    const pollMs = 150;
    const { worker, calls } = await startRelay({ relay: { pollMs } });
    worker.start();
    await waitFor(() => calls.claims.length >= 3, 'three looks at the outbox', 5000);
    for (const gap of gaps(calls.claims)) assert.ok(gap >= pollMs - 5, `looked again after ${gap} ms`);
  });

  test('a message stored while the worker ends a round is sent straight after it, one round at a time', async () => {
    const pollMs = 1500;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let slowRead = true;
    const { store, worker, smtp, calls } = await startRelay({
      relay: { pollMs },
      // The first read of the next due time (nothing due: the outbox is empty) answers only when the test lets it.
      faults: (real) => ({
        nextDueAt: async () => {
          const due = await real.nextDueAt();
          if (slowRead) {
            slowRead = false;
            await released;
          }
          return due;
        },
      }),
    });
    worker.start();
    await waitFor(() => calls.nextDue.length === 1, 'the round ending');
    await store.commit(contact('stored meanwhile'));
    worker.wake();
    assert.equal(calls.rounds.length, 1, 'no second round while one runs');
    const releasedAt = Date.now();
    release();
    await waitFor(() => smtp.accepted.length === 1, 'the message sent before the next poll', pollMs - 500);
    const claimsAfter = () => calls.claims.filter((time) => time >= releasedAt);
    // The extra round claims the message, then finds nothing more; the next look waits for the poll.
    await waitFor(() => claimsAfter().length >= 3, 'the worker polling again', 5000);
    const [, , nextPoll = 0] = claimsAfter();
    assert.ok(nextPoll - releasedAt >= pollMs - 5, `looked again ${nextPoll - releasedAt} ms after the round`);
  });

  test('a stopped worker no longer touches the outbox, even when woken', async () => {
    const { store, worker, calls } = await startRelay();
    worker.start();
    await worker.stop();
    const before = JSON.stringify(calls);
    await store.commit(contact('after stop'));
    worker.wake();
    await worker.stop();
    assert.equal(JSON.stringify(calls), before);
    assert.equal((await store.counts()).queued, 1);
  });

  test('a database error while looking for the next due message is logged, and the worker looks again at the next poll', async () => {
    const pollMs = 150;
    let failures = 1;
    const { worker, logs, calls } = await startRelay({
      relay: { pollMs },
      faults: (real) => ({
        nextDueAt: async () => {
          if (failures-- > 0) throw databaseDown();
          return real.nextDueAt();
        },
      }),
    });
    worker.start();
    await waitFor(() => calls.claims.length >= 2, 'a second look at the outbox', 5000);
    const line = oneLine(logs, 'relay: reading the outbox failed');
    assert.equal(line.level, 50);
    assert.match(JSON.stringify(line.err), /database is locked/);
    for (const gap of gaps(calls.claims)) assert.ok(gap >= pollMs - 5, `looked again after ${gap} ms`);
  });

  test('a database error while claiming messages is logged, and they are claimed and sent on the next look', async () => {
    let failures = 1;
    const { store, worker, smtp, logs } = await startRelay({
      relay: { pollMs: 150 },
      faults: (real) => ({
        claimDue: async (limit, leaseMs, now, maxClaimsWithoutOutcome) => {
          if (failures-- > 0) throw databaseDown();
          return real.claimDue(limit, leaseMs, now, maxClaimsWithoutOutcome);
        },
      }),
    });
    await store.commit(contact('claimed later'));
    worker.start();
    await waitFor(() => smtp.accepted.length === 1, 'the message sent', 5000);
    const line = oneLine(logs, 'relay: outbox access failed');
    assert.equal(line.level, 50);
    assert.match(JSON.stringify(line.err), /database is locked/);
  });

  /** A message stored at `past` that three senders claimed and stopped mid-send, each lease run out since. */
  const poisonStoppedThreeSenders = async (store: MessageStore, past: number) => {
    const stored = await store.commit(contact('poison'), undefined, past);
    assert.equal(stored.kind, 'stored');
    for (let claim = 0; claim < 3; claim += 1) {
      const [claimed] = await store.claimDue(1, 1000, past + claim * 1000);
      assert.ok(claimed && (await store.startSend(claimed)));
    }
    return stored;
  };

  test('a message that stopped its sender repeatedly is marked failed, logged with its outbox id, never sent', async () => {
    const { store, worker, smtp, logs } = await startRelay();
    const past = Date.now() - 10_000;
    const stored = await poisonStoppedThreeSenders(store, past);
    worker.start();
    await waitFor(async () => (await store.counts()).failed === 1, 'the message marked failed');
    const line = oneLine(logs, 'relay: message stopped its sender repeatedly, marked failed');
    assert.equal(line.level, 40);
    assert.equal(line.outboxId, stored.id);
    assert.equal(smtp.attempts.length, 0);
  });

  test('a poison message whose last lease runs out between the poison check and the claim is not sent again', async () => {
    const past = Date.now() - 10_000;
    const checks: number[][] = [];
    // The round's poison check looks while the last lease still runs; by the claim right after, it has run out.
    const { store, worker, smtp } = await startRelay({
      faults: (real) => ({
        failPoisoned: async (max) => {
          const failed = await real.failPoisoned(max, checks.length === 0 ? past + 2999 : undefined);
          checks.push(failed);
          return failed;
        },
      }),
    });
    const stored = await poisonStoppedThreeSenders(store, past);
    worker.start();
    await waitFor(async () => (await store.counts()).failed === 1, 'the message marked failed');
    assert.deepEqual(checks[0], [], 'the first check came before the lease ran out');
    assert.deepEqual(checks[1], [stored.id], 'the next one failed it');
    assert.equal(smtp.attempts.length, 0, 'never sent a fourth time');
    const row = await onlyRow(store);
    assert.equal(row.attempts, 3, 'attempts: the three sends that started');
    assert.match(row.lastError ?? '', /^its send started 3 times without an outcome/);
  });

  test('a claim taken over by another sender is counted and logged, its outcome not recorded', async () => {
    const { store, worker, smtp, logs, config } = await startRelay();
    // The server answers late: meanwhile the lease is taken to have run out and another sender claims the message.
    smtp.answerDelayMs = () => 500;
    const stored = await store.commit(contact('taken over'));
    assert.equal(stored.kind, 'stored');
    assert.equal(worker.lostClaims, 0);
    worker.start();
    await waitFor(() => smtp.attempts.length === 1, 'the message on the wire');
    const [taken] = await store.claimDue(1, config.leaseMs, Date.now() + config.leaseMs + 1);
    assert.equal(taken?.id, stored.id);
    await waitFor(() => worker.lostClaims === 1, 'the lost claim counted');
    const line = oneLine(
      logs,
      'relay: claim lost (its lease expired and another sender claimed the message); outcome not recorded',
    );
    assert.equal(line.level, 40);
    assert.equal(line.outboxId, stored.id);
    assert.equal(line.attempt, 1);
    assert.equal(logs.logged('relay: message sent').length, 0);
    const row = await onlyRow(store);
    assert.equal(row.state, 'sending', "the other sender's claim stands");
    assert.equal(row.attempts, 2);
  });

  test('a sent message is recorded once the database answers again, within the lease', async () => {
    let failures = 1;
    const { store, worker, logs, calls } = await startRelay({
      faults: (real) => ({
        markSent: async (message) => {
          if (failures-- > 0) throw databaseDown();
          return real.markSent(message);
        },
      }),
    });
    await store.commit(contact('recorded late'));
    worker.start();
    await waitFor(async () => (await store.counts()).sent === 1, 'the message marked sent', 5000);
    assert.equal(calls.marksSent.length, 2);
    assert.equal(oneLine(logs, 'relay: message sent').attempt, 1);
    assert.equal(logs.logged('relay: recording the outcome failed; the lease decides').length, 0);
  });

  test('a sent mark that committed but whose answer was lost is found done by the next try, not counted as a lost claim', async () => {
    let lostAnswers = 1;
    const { store, worker, smtp, logs, calls } = await startRelay({
      faults: (real) => ({
        markSent: async (message) => {
          const marked = await real.markSent(message);
          if (lostAnswers-- > 0) throw databaseDown();
          return marked;
        },
      }),
    });
    const stored = await store.commit(contact('answer lost'));
    assert.equal(stored.kind, 'stored');
    worker.start();
    await waitFor(() => logs.logged('relay: message sent').length === 1, 'the send logged', 5000);
    assert.equal(calls.marksSent.length, 2);
    assert.equal(worker.lostClaims, 0);
    assert.equal(oneLine(logs, 'relay: message sent').outboxId, stored.id);
    assert.equal(logs.lines.length, 1, `nothing else logged: ${JSON.stringify(logs.lines)}`);
    assert.equal((await onlyRow(store)).state, 'sent');
    assert.equal(smtp.accepted.length, 1);
  });

  test('claims that committed but whose answers were lost, three times, do not make the message poison: it is sent', async () => {
    let lostAnswers = 3;
    const { store, worker, smtp, logs, calls } = await startRelay({
      relay: { leaseMs: 300, sendDeadlineMs: 200, pollMs: 100 },
      faults: (real) => ({
        claimDue: async (limit, leaseMs, now, maxClaimsWithoutOutcome) => {
          const claimed = await real.claimDue(limit, leaseMs, now, maxClaimsWithoutOutcome);
          if (claimed.length > 0 && lostAnswers-- > 0) throw databaseDown();
          return claimed;
        },
      }),
    });
    await store.commit(contact('claim answers lost'));
    worker.start();
    await waitFor(async () => (await store.counts()).sent === 1, 'the message sent', 10_000);
    assert.equal(logs.logged('relay: outbox access failed').length, 3);
    assert.equal(logs.logged('relay: message stopped its sender repeatedly, marked failed').length, 0);
    assert.equal((await onlyRow(store)).attempts, 4, 'three claims lost with their answers, the fourth sent');
    assert.equal(smtp.attempts.length, 1);
    assert.ok(calls.claims.length >= 4);
  });

  test('a send whose start cannot be recorded is not sent then, but retried later as a temporary failure', async () => {
    let failures = 1;
    const { store, worker, smtp, logs } = await startRelay({
      relay: { baseDelayMs: 200, maxDelayMs: 200 },
      faults: (real) => ({
        startSend: async (message) => {
          if (failures-- > 0) throw databaseDown();
          return real.startSend(message);
        },
      }),
    });
    const stored = await store.commit(contact('start not recorded'));
    assert.equal(stored.kind, 'stored');
    worker.start();
    await waitFor(() => logs.logged('relay: temporary failure, will retry').length === 1, 'the retry logged');
    assert.equal(smtp.attempts.length, 0, 'not sent without its start counted');
    const line = oneLine(logs, 'relay: temporary failure, will retry');
    assert.equal(line.outboxId, stored.id);
    assert.equal(line.error, "recording the send's start failed: SQLITE_BUSY: database is locked");
    await waitFor(async () => (await store.counts()).sent === 1, 'the retry sent', 5000);
    assert.equal(smtp.accepted.length, 1);
    assert.equal((await onlyRow(store)).attempts, 2);
  });

  test('a claim taken over before its send started: not sent, counted as a lost claim', async () => {
    const { leaseMs } = quietRelay;
    const { store, worker, smtp, logs } = await startRelay({
      // Another sender claims the message (its lease taken to have run out) just before this one starts.
      faults: (real) => ({
        startSend: async (message) => {
          await real.claimDue(1, leaseMs, Date.now() + leaseMs + 1);
          return real.startSend(message);
        },
      }),
    });
    await store.commit(contact('taken before the send'));
    worker.start();
    await waitFor(() => worker.lostClaims === 1, 'the lost claim counted');
    assert.equal(smtp.attempts.length, 0);
    assert.equal(logs.logged('relay: message sent').length, 0);
    assert.equal((await onlyRow(store)).state, 'sending', "the other sender's claim stands");
  });

  test('a sent message the database does not record before the lease ends is logged with its outbox id, left to the lease', async () => {
    const leaseMs = 1500;
    const { store, worker, smtp, logs, calls } = await startRelay({
      relay: { leaseMs, sendDeadlineMs: 1000 },
      faults: () => ({
        markSent: async () => {
          throw databaseDown();
        },
      }),
    });
    const stored = await store.commit(contact('never recorded'));
    assert.equal(stored.kind, 'stored');
    worker.start();
    const msg = 'relay: recording the outcome failed; the lease decides';
    await waitFor(() => logs.logged(msg).length === 1, 'the failure logged', 5000);
    const line = oneLine(logs, msg);
    assert.equal(line.level, 50);
    assert.equal(line.outboxId, stored.id);
    assert.match(JSON.stringify(line.err), /database is locked/);
    assert.ok(smtp.accepted.length >= 1);
    assert.ok(calls.marksSent.length >= 2, `tried ${calls.marksSent.length} times`);
    const [claimedAt = 0] = calls.claims;
    const lastTry = calls.marksSent.at(-1) ?? 0;
    assert.ok(lastTry - claimedAt < leaseMs + 250, `gave up ${lastTry - claimedAt} ms after the claim`);
    assert.equal((await onlyRow(store)).state, 'sending', 'the lease decides');
  });

  test('a batch that ended in time does not cut off the next one when its deadline passes', async () => {
    const { store, worker, smtp, logs } = await startRelay({ relay: { sendDeadlineMs: 1000, concurrency: 1 } });
    // The first message is answered after 400 ms, the second (claimed then) after 700 ms: it is
    // still on the wire when the first batch's deadline would have passed, well before its own.
    smtp.answerDelayMs = (mail) => (mail.raw.includes('first batch') ? 400 : 700);
    await store.commit(contact('first batch'));
    worker.start();
    await waitFor(() => smtp.attempts.length === 1, 'the first message on the wire');
    await store.commit(contact('second batch'));
    worker.wake();
    await waitFor(async () => (await store.counts()).sent === 2, 'both messages sent', 5000);
    assert.equal(smtp.abandoned.length, 0);
    assert.equal(logs.logged('relay: temporary failure, will retry').length, 0);
  });
});
