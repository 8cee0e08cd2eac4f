import type { Db } from './database';

/** How long a key identifies its submission: a retry within this window is answered from the record. */
export const idempotencyWindowMs = 24 * 60 * 60 * 1000;

/** The answer a keyed submission got, replayed byte for byte to every retry with the same key. */
export interface StoredAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** A submission that carried an `Idempotency-Key`: the key and a hash of what was submitted. */
export interface KeyedSubmission {
  key: string;
  fingerprint: string;
}

export type KeyLookup =
  | { kind: 'new' }
  | { kind: 'replay'; answer: StoredAnswer }
  /** The key was used for a different submission. */
  | { kind: 'conflict' };

interface KeyRow {
  fingerprint: string;
  status: number;
  content_type: string;
  body: string;
}

const prepareStatements = (db: Db) => ({
  find: db.prepare<[string, number], KeyRow>(
    `SELECT fingerprint, status, content_type, body FROM idempotency_keys WHERE key = ? AND created_at > ?`,
  ),
  insert: db.prepare<[string, string, number, string, string, number | null, number]>(
    `INSERT INTO idempotency_keys (key, fingerprint, status, content_type, body, message_row, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ),
  purge: db.prepare<[number]>(`DELETE FROM idempotency_keys WHERE created_at <= ?`),
  count: db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM idempotency_keys`),
});

/**
 * Idempotency keys in the outbox database. A key is recorded in the same transaction as the
 * message it stored, so a crash can never leave a stored message without its key (or the reverse).
 */
export class IdempotencyKeys {
  private readonly statements: ReturnType<typeof prepareStatements>;

  constructor(
    private readonly db: Db,
    private readonly windowMs = idempotencyWindowMs,
  ) {
    this.statements = prepareStatements(db);
  }

  /** What an earlier submission with this key (within the window) means for this one. */
  lookup(submission: KeyedSubmission, now = Date.now()): KeyLookup {
    const row = this.statements.find.get(submission.key, now - this.windowMs);
    if (row === undefined) return { kind: 'new' };
    if (row.fingerprint !== submission.fingerprint) return { kind: 'conflict' };
    return { kind: 'replay', answer: { status: row.status, contentType: row.content_type, body: row.body } };
  }

  /**
   * Runs `store` (which commits the message and returns its row id) and records the key with
   * `answer`, in one transaction — unless a request with the same key got there first (two
   * retries in flight at once): then nothing is stored and that earlier outcome is returned.
   */
  commitOnce(submission: KeyedSubmission, answer: StoredAnswer, store: () => number, now = Date.now()): KeyLookup {
    return this.db
      .transaction((): KeyLookup => {
        const earlier = this.lookup(submission, now);
        if (earlier.kind !== 'new') return earlier;
        this.statements.purge.run(now - this.windowMs);
        const row = store();
        this.statements.insert.run(
          submission.key,
          submission.fingerprint,
          answer.status,
          answer.contentType,
          answer.body,
          row,
          now,
        );
        return { kind: 'new' };
      })
      .immediate();
  }

  /** Keys recorded (expired ones are removed as new ones arrive). */
  count(): number {
    return this.statements.count.get()?.n ?? 0;
  }
}
