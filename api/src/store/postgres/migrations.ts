import type pg from 'pg';

/** Schema versions, applied in order; `schema_migrations` records which ran. */
export const migrations: readonly string[] = [
  `CREATE TABLE messages (
     id              BIGSERIAL PRIMARY KEY,
     message_id      TEXT    NOT NULL UNIQUE,
     kind            TEXT    NOT NULL,
     subject         TEXT    NOT NULL,
     fields          TEXT    NOT NULL,
     reply_to        TEXT,
     attachment_name TEXT,
     attachment_type TEXT,
     attachment_size INTEGER,
     created_at      BIGINT  NOT NULL,
     state           TEXT    NOT NULL DEFAULT 'queued'
                     CHECK (state IN ('queued', 'sending', 'sent', 'failed')),
     attempts        INTEGER NOT NULL DEFAULT 0,
     next_attempt_at BIGINT  NOT NULL,
     lease_until     BIGINT,
     claim_token     TEXT,
     last_error      TEXT,
     sent_at         BIGINT
   );
   CREATE INDEX messages_due ON messages (state, next_attempt_at);
   CREATE INDEX messages_leases ON messages (lease_until) WHERE state = 'sending';
   CREATE INDEX messages_sent ON messages (sent_at) WHERE state = 'sent';
   -- An uploaded file, committed with its message; deleted once the message was sent and retention passed.
   CREATE TABLE attachments (
     message_row BIGINT PRIMARY KEY REFERENCES messages (id) ON DELETE CASCADE,
     content     BYTEA  NOT NULL
   );
   CREATE TABLE heartbeat (id INTEGER PRIMARY KEY CHECK (id = 1), at BIGINT NOT NULL);
   -- Idempotency-Key → the submission it identified and the answer it got (kept 24 h).
   CREATE TABLE idempotency_keys (
     key          TEXT    PRIMARY KEY,
     fingerprint  TEXT    NOT NULL,
     status       INTEGER NOT NULL,
     content_type TEXT    NOT NULL,
     body         TEXT    NOT NULL,
     message_row  BIGINT  REFERENCES messages (id),
     created_at   BIGINT  NOT NULL
   );
   CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
   -- Submissions per client address and window, shared by every instance.
   CREATE TABLE rate_limits (
     key            TEXT    PRIMARY KEY,
     hits           INTEGER NOT NULL,
     window_ends_at BIGINT  NOT NULL
   );`,
  // A claim that ends without an outcome (the sender stopped mid-send) is counted, so a message
  // that crashes its sender ends as failed; failed_at starts a failed message's retention; a key
  // outlives the message it answered for once the message's retention deleted it.
  `ALTER TABLE messages ADD COLUMN claims_without_outcome INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE messages ADD COLUMN failed_at BIGINT;
   CREATE INDEX messages_failed ON messages (failed_at) WHERE state = 'failed';
   ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_message_row_fkey,
     ADD CONSTRAINT idempotency_keys_message_row_fkey FOREIGN KEY (message_row)
       REFERENCES messages (id) ON DELETE SET NULL;`,
];

/** Any fixed number, the same in every instance: the advisory lock that serialises migrations. */
const migrationLock = 7_202_300_023;

/**
 * Brings the schema up to date in one transaction, under an advisory lock: instances starting at
 * once take turns, and the ones after the first find nothing left to do. Returns the versions applied.
 */
export const migrate = async (pool: pg.Pool): Promise<number> => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [migrationLock]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`,
    );
    const { rows } = await client.query<{ version: number | null }>(
      `SELECT MAX(version) AS version FROM schema_migrations`,
    );
    // Stryker disable next-line OptionalChaining: an aggregate (MAX) answers one row, even on an empty table
    const current = rows[0]?.version ?? 0;
    const pending = migrations.slice(current);
    for (const [index, sql] of pending.entries()) {
      await client.query(sql);
      await client.query(`INSERT INTO schema_migrations (version) VALUES ($1)`, [current + index + 1]);
    }
    await client.query('COMMIT');
    return pending.length;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};
