import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type pg from 'pg';
import {
  batchToClaim,
  clipError,
  messageValues,
  newClaimToken,
  newMessageId,
  poisonReason,
  purgeBatchSize,
  toCounts,
  toKeyLookup,
  toMessage,
  toSummary,
  type DueRow,
  type KeyRow,
  type MessageRow,
  type SummaryRow,
} from '../rows';
import {
  idempotencyWindowMs,
  type CommitOutcome,
  type KeyLookup,
  type KeyedCommit,
  type KeyedSubmission,
  type MessageRetention,
  type MessageState,
  type MessageStore,
  type NewMessage,
  type OutboxCounts,
  type OutboxMessage,
  type OutboxSummary,
  type PurgeResult,
} from '../store';
import { runEach } from '../runEach';
import { connectPool, describeDatabase, type PostgresConfig } from './connect';
import { migrate } from './migrations';
import { postgresRateLimitStore } from './rateLimit';
import { sql } from './statements';

/** Any fixed number, the same in every instance: the advisory lock that lets one instance purge at a time. */
const purgeLock = 7_202_300_031;

/** The key was taken by a submission that committed first: nothing of this one is kept. */
class KeyTaken extends Error {}

/**
 * The shared store: outbox, keys and files (bytea) in one PostgreSQL database, so any number of
 * API instances accept and send from the same outbox. A claim is a lease: a message whose sender
 * died is claimed again once its lease expires.
 */
export class PostgresStore implements MessageStore {
  readonly kind = 'postgres';
  readonly location: string;
  readonly rateLimitStore: FastifyRateLimitStoreCtor;

  constructor(
    readonly pool: pg.Pool,
    url: string,
    private readonly messageIdDomain: string,
    private readonly retention: { attachmentMs: number; keyMs: number },
  ) {
    this.location = describeDatabase(url);
    this.rateLimitStore = postgresRateLimitStore(pool);
  }

  /** Connects (failing with an error that names DATABASE_URL) and applies pending migrations. */
  static async open(
    config: PostgresConfig,
    messageIdDomain: string,
    attachmentRetentionMs: number,
    onIdleError: (error: Error) => void,
  ): Promise<PostgresStore> {
    const pool = await connectPool(config, onIdleError);
    try {
      await migrate(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new PostgresStore(pool, config.url, messageIdDomain, {
      attachmentMs: attachmentRetentionMs,
      keyMs: idempotencyWindowMs,
    });
  }

  /**
   * One transaction on a connection of its own. A connection that dies while checked out (the server
   * stopped, the backend terminated) emits an `error` event besides failing its query; with no
   * listener that event would end the process, so it is caught here, and the broken connection is
   * discarded instead of going back to the pool.
   */
  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    const onError = (error: Error) => {
      broken = error;
    };
    client.on('error', onError);
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.off('error', onError);
      client.release(broken);
    }
  }

  /**
   * The key row is inserted first: a concurrent submission with the same key (on any instance)
   * waits on it, and finds it taken once this transaction commits. Message, file and key commit together.
   */
  async commit(message: NewMessage, keyed?: KeyedCommit, now = Date.now()): Promise<CommitOutcome> {
    try {
      return await this.transaction(async (client) => {
        if (keyed !== undefined) await this.reserveKey(client, keyed, now);
        const messageId = newMessageId(this.messageIdDomain);
        const values = messageValues(message, message.attachment, messageId, now);
        const { rows } = await client.query<{ id: number }>(sql.insert, [...values]);
        // Stryker disable next-line OptionalChaining: an INSERT … RETURNING id always returns its row
        const id = rows[0]?.id;
        // Stryker disable next-line ConditionalExpression,StringLiteral: as above (the check is for the type)
        if (id === undefined) throw new Error('the message insert returned no id');
        if (message.attachment !== undefined) {
          await client.query(sql.insertAttachment, [id, message.attachment.content]);
        }
        if (keyed !== undefined) await client.query(sql.linkKey, [id, keyed.submission.key]);
        return { kind: 'stored' as const, id, messageId };
      });
    } catch (error) {
      if (!(error instanceof KeyTaken) || keyed === undefined) throw error;
      const earlier = await this.lookupKey(keyed.submission, now);
      // Taken and gone again within this instant (the other transaction's key expired): try once more.
      return earlier.kind === 'new' ? this.commit(message, keyed, now) : earlier;
    }
  }

  private async reserveKey(client: pg.PoolClient, keyed: KeyedCommit, now: number): Promise<void> {
    const { submission, answer } = keyed;
    await client.query(sql.dropExpiredKey, [submission.key, now - this.retention.keyMs]);
    const inserted = await client.query(sql.insertKey, [
      submission.key,
      submission.fingerprint,
      answer.status,
      answer.contentType,
      answer.body,
      now,
    ]);
    if (inserted.rowCount !== 1) throw new KeyTaken();
  }

  async lookupKey(submission: KeyedSubmission, now = Date.now()): Promise<KeyLookup> {
    const { rows } = await this.pool.query<KeyRow>(sql.findKey, [submission.key, now - this.retention.keyMs]);
    return toKeyLookup(rows[0], submission);
  }

  /**
   * Without `now`, due times and the lease come from the database's clock. The claim and the read
   * of its files are one transaction: a fault in either (a timeout) leaves nothing claimed.
   */
  async claimDue(
    limit: number,
    leaseMs: number,
    now?: number,
    maxClaimsWithoutOutcome?: number,
  ): Promise<OutboxMessage[]> {
    return this.transaction(async (client) => {
      const due = await client.query<DueRow>(sql.due, [now ?? null, limit, maxClaimsWithoutOutcome ?? null]);
      const ids = batchToClaim(due.rows);
      // Stryker disable next-line ConditionalExpression: saves the claim's query; claiming no id claims nothing either
      if (ids.length === 0) return [];
      const claimed = await client.query<MessageRow>(sql.claim, [now ?? null, leaseMs, newClaimToken(), ids]);
      // Stryker disable next-line MethodExpression,ConditionalExpression: reading the files of every claimed row finds the same files
      const withFiles = claimed.rows.filter((row) => row.attachment_name !== null).map((row) => row.id);
      const files = new Map<number, Buffer>();
      // Stryker disable next-line ConditionalExpression,EqualityOperator: saves a query; no ids read no files either
      if (withFiles.length > 0) {
        const { rows } = await client.query<{ message_row: number; content: Buffer }>(sql.attachments, [withFiles]);
        for (const row of rows) files.set(row.message_row, row.content);
      }
      // UPDATE … RETURNING promises no order (here it gives the table's): oldest first is the contract's.
      return claimed.rows.sort((a, b) => a.id - b.id).map((row) => toMessage(row, files.get(row.id)));
    });
  }

  async startSend(message: OutboxMessage): Promise<boolean> {
    return (await this.pool.query(sql.startSend, [message.id, message.claim])).rowCount === 1;
  }

  async markSent(message: OutboxMessage, now?: number): Promise<boolean> {
    return (await this.pool.query(sql.sent, [now ?? null, message.id, message.claim])).rowCount === 1;
  }

  async markRetry(message: OutboxMessage, nextAttemptAt: number, error: string): Promise<boolean> {
    const updated = await this.pool.query(sql.retry, [nextAttemptAt, clipError(error), message.id, message.claim]);
    return updated.rowCount === 1;
  }

  async markFailed(message: OutboxMessage, error: string): Promise<boolean> {
    return (await this.pool.query(sql.failed, [clipError(error), message.id, message.claim])).rowCount === 1;
  }

  async failPoisoned(maxClaimsWithoutOutcome: number, now?: number): Promise<number[]> {
    const { rows } = await this.pool.query<{ id: number }>(sql.failPoisoned, [
      now ?? null,
      maxClaimsWithoutOutcome,
      poisonReason(maxClaimsWithoutOutcome),
    ]);
    return rows.map((row) => row.id);
  }

  /** Other instances may be sending right now: nothing is taken from them; expired leases are claimed as due. */
  async recoverInterrupted(): Promise<number> {
    return 0;
  }

  async nextDueAt(): Promise<number | undefined> {
    const { rows } = await this.pool.query<{ at: number | null }>(sql.nextDue);
    // Stryker disable next-line OptionalChaining: an aggregate (MIN) answers one row, even on an empty table
    return rows[0]?.at ?? undefined;
  }

  async counts(): Promise<OutboxCounts> {
    const { rows } = await this.pool.query<{ state: MessageState; n: number }>(sql.counts);
    return toCounts(rows);
  }

  async list(options: { state?: MessageState; limit?: number } = {}): Promise<OutboxSummary[]> {
    const { rows } = await this.pool.query<SummaryRow>(sql.list, [options.state ?? null, options.limit ?? null]);
    return rows.map(toSummary);
  }

  async requeueFailed(now = Date.now()): Promise<number> {
    return (await this.pool.query(sql.requeue, [now])).rowCount ?? 0;
  }

  async heartbeat(now = Date.now()): Promise<void> {
    await this.pool.query(sql.heartbeat, [now]);
  }

  async ping(): Promise<void> {
    await this.pool.query(sql.ping);
  }

  /**
   * Expired keys and rate-limit windows, and the files of messages sent longer ago than the
   * retention: each part runs whatever happened to the others; failures are reported together after.
   */
  async housekeeping(now = Date.now()): Promise<void> {
    await runEach([
      ['expired idempotency keys', () => this.pool.query(sql.purgeKeys, [now - this.retention.keyMs])],
      ['expired rate-limit windows', () => this.pool.query(sql.purgeRateLimits, [now])],
      ['files of sent messages', () => this.pool.query(sql.purgeAttachments, [now - this.retention.attachmentMs])],
    ]);
  }

  /** In batches, each its own transaction under an advisory lock: an instance that finds the lock taken skips. */
  async purgeExpired(retention: MessageRetention, now?: number): Promise<PurgeResult> {
    const purged: PurgeResult = { messages: 0, files: 0 };
    for (;;) {
      const batch = await this.transaction(async (client) => {
        const turn = await client.query<{ mine: boolean }>(sql.purgeTurn, [purgeLock]);
        if (turn.rows[0]?.mine !== true) return undefined;
        const { rows } = await client.query<{ had_file: boolean }>(sql.purgeMessages, [
          now ?? null,
          retention.sentMs,
          retention.failedMs,
        ]);
        return { messages: rows.length, files: rows.filter((row) => row.had_file).length };
      });
      if (batch === undefined) return purged;
      purged.messages += batch.messages;
      purged.files += batch.files;
      if (batch.messages < purgeBatchSize) return purged;
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
