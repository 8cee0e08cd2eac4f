import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { UploadStore } from '../../uploads/storage';
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
import { lockDataDir, type DataDirLock } from './dataDirLock';
import { databaseFile, makeDataDir, openDatabase, type Db } from './database';
import { prepareStatements, type Statements } from './statements';

/**
 * An uploaded file this old with no message referring to it is an orphan: its commit stopped
 * between writing the file and committing the row (a crash), or a purge stopped between deleting
 * the row and the file. A commit under way takes milliseconds (at most SQLite's lock wait).
 */
const orphanGraceMs = 60 * 60 * 1000;

/**
 * The embedded store: one SQLite file (WAL, `synchronous = FULL`) and uploaded files in a folder,
 * both under the data directory. One API process per data directory: the API opens it with
 * `exclusive`, which holds the directory's lock until `close` (tools such as the outbox listing
 * read and requeue beside it without the lock).
 */
export class SqliteStore implements MessageStore {
  readonly kind = 'sqlite';
  readonly location: string;
  /** One process: its own memory counts submissions. */
  readonly rateLimitStore = undefined;
  private readonly statements: Statements;
  private readonly uploads: UploadStore;

  constructor(
    readonly db: Db,
    dataDir: string,
    private readonly messageIdDomain: string,
    /** Held until `close` when this store was opened `exclusive`. */
    private readonly lock?: DataDirLock,
    private readonly windowMs = idempotencyWindowMs,
  ) {
    this.location = databaseFile(dataDir);
    this.statements = prepareStatements(db);
    this.uploads = new UploadStore(dataDir);
  }

  /** With `exclusive`, refuses (naming the directory) when another process holds the data directory. */
  static open(dataDir: string, messageIdDomain: string, { exclusive = false } = {}): SqliteStore {
    makeDataDir(dataDir);
    const lock = exclusive ? lockDataDir(dataDir) : undefined;
    let db: Db | undefined;
    try {
      db = openDatabase(dataDir);
      return new SqliteStore(db, dataDir, messageIdDomain, lock);
    } catch (error) {
      db?.close();
      lock?.release();
      throw error;
    }
  }

  /**
   * The file is written and fsynced first, then the row commits; a file nothing refers to is removed
   * (or, when the process died in between, swept by `housekeeping`).
   */
  async commit(message: NewMessage, keyed?: KeyedCommit, now = Date.now()): Promise<CommitOutcome> {
    const path = message.attachment === undefined ? undefined : await this.uploads.save(message.attachment.content);
    let outcome: CommitOutcome;
    try {
      outcome = this.commitRow(message, path, keyed, now);
    } catch (error) {
      if (path !== undefined) await this.uploads.remove(path);
      throw error;
    }
    if (outcome.kind !== 'stored' && path !== undefined) await this.uploads.remove(path);
    return outcome;
  }

  private commitRow(
    message: NewMessage,
    path: string | undefined,
    keyed: KeyedCommit | undefined,
    now: number,
  ): CommitOutcome {
    return this.db
      .transaction((): CommitOutcome => {
        if (keyed !== undefined) {
          const earlier = this.findKey(keyed.submission, now);
          if (earlier.kind !== 'new') return earlier;
          this.statements.purgeKeys.run(now - this.windowMs);
        }
        const messageId = newMessageId(this.messageIdDomain);
        const values = messageValues(message, message.attachment, messageId, now);
        const id = Number(this.statements.insert.run(...values, path ?? null).lastInsertRowid);
        if (keyed !== undefined) {
          const { submission, answer } = keyed;
          const { key, fingerprint } = submission;
          this.statements.insertKey.run(key, fingerprint, answer.status, answer.contentType, answer.body, id, now);
        }
        return { kind: 'stored', id, messageId };
      })
      .immediate();
  }

  private findKey(submission: KeyedSubmission, now: number): KeyLookup {
    return toKeyLookup(this.statements.findKey.get(submission.key, now - this.windowMs), submission);
  }

  async lookupKey(submission: KeyedSubmission, now = Date.now()): Promise<KeyLookup> {
    return this.findKey(submission, now);
  }

  async claimDue(
    limit: number,
    leaseMs: number,
    now = Date.now(),
    maxClaimsWithoutOutcome?: number,
  ): Promise<OutboxMessage[]> {
    const rows = this.db
      .transaction(() =>
        batchToClaim(this.statements.due.all({ now, limit, max: maxClaimsWithoutOutcome ?? null })).flatMap((id) =>
          this.statements.claim.all(now + leaseMs, newClaimToken(), id),
        ),
      )
      .immediate();
    return Promise.all(
      rows.map(async (row) =>
        toMessage(row, row.attachment_path === null ? undefined : await readFile(row.attachment_path)),
      ),
    );
  }

  async startSend(message: OutboxMessage): Promise<boolean> {
    return this.statements.startSend.run(message.id, message.claim).changes === 1;
  }

  async markSent(message: OutboxMessage, now = Date.now()): Promise<boolean> {
    return this.statements.sent.run(now, message.id, message.claim).changes === 1;
  }

  async markRetry(message: OutboxMessage, nextAttemptAt: number, error: string): Promise<boolean> {
    return this.statements.retry.run(nextAttemptAt, clipError(error), message.id, message.claim).changes === 1;
  }

  async markFailed(message: OutboxMessage, error: string): Promise<boolean> {
    return this.statements.failed.run(clipError(error), Date.now(), message.id, message.claim).changes === 1;
  }

  async failPoisoned(maxClaimsWithoutOutcome: number, now = Date.now()): Promise<number[]> {
    const reason = poisonReason(maxClaimsWithoutOutcome);
    return this.statements.failPoisoned.all({ now, max: maxClaimsWithoutOutcome, reason }).map((row) => row.id);
  }

  /** This process is the data directory's only sender: whatever was being sent at a stop is sent again. */
  async recoverInterrupted(): Promise<number> {
    return this.statements.recover.run().changes;
  }

  async nextDueAt(): Promise<number | undefined> {
    // Stryker disable next-line OptionalChaining: an aggregate query answers one row, even on an empty table
    return this.statements.nextDue.get()?.at ?? undefined;
  }

  async counts(): Promise<OutboxCounts> {
    return toCounts(this.statements.counts.all());
  }

  async list(options: { state?: MessageState; limit?: number } = {}): Promise<OutboxSummary[]> {
    const state = options.state ?? null;
    return this.statements.list.all(state, state, options.limit ?? -1).map(toSummary);
  }

  async requeueFailed(now = Date.now()): Promise<number> {
    return this.statements.requeue.run(now).changes;
  }

  async heartbeat(now = Date.now()): Promise<void> {
    this.statements.heartbeat.run(now);
  }

  async ping(): Promise<void> {
    this.statements.ping.get();
  }

  /**
   * Removes orphaned upload files (older than `orphanGraceMs`, no message refers to them). Expired
   * keys go as new keys are recorded; messages go with their retention (purgeExpired).
   */
  async housekeeping(now = Date.now()): Promise<void> {
    const old = await this.uploads.writtenBefore(now - orphanGraceMs);
    // By name: the rows keep the path the file had when written, whatever the directory is called now.
    const referred = new Set(this.statements.attachmentPaths.all().map((row) => basename(row.path)));
    for (const path of old) {
      if (!referred.has(basename(path))) await this.uploads.remove(path);
    }
  }

  /** Rows first (one transaction per batch), then their files: a crash in between leaves a file nothing refers to, never a row without its file. */
  async purgeExpired(retention: MessageRetention, now = Date.now()): Promise<PurgeResult> {
    const purged: PurgeResult = { messages: 0, files: 0 };
    for (;;) {
      const rows = this.db
        .transaction(() => {
          const expired = this.statements.expired.all({ now, sentMs: retention.sentMs, failedMs: retention.failedMs });
          for (const { id } of expired) {
            this.statements.unlinkKey.run(id);
            this.statements.deleteMessage.run(id);
          }
          return expired;
        })
        .immediate();
      for (const { path } of rows) {
        if (path === null) continue;
        await this.uploads.remove(path);
        purged.files += 1;
      }
      purged.messages += rows.length;
      if (rows.length < purgeBatchSize) return purged;
    }
  }

  async close(): Promise<void> {
    this.db.close();
    this.lock?.release();
  }
}
