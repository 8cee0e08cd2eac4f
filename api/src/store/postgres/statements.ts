import {
  dueCondition,
  expiredCondition,
  markSentStatement,
  messageColumns,
  nextDueQuery,
  purgeBatchSize,
  startSendStatement,
} from '../rows';

/**
 * The database's clock in epoch milliseconds: every instance compares leases and due times
 * against this one clock, so an instance whose own clock runs ahead cannot reclaim early.
 */
const databaseNow = `(extract(epoch from statement_timestamp()) * 1000)::bigint`;
/** A given time (tests pass one), or the database's clock when the parameter is null. */
const timeOr = (parameter: string): string => `COALESCE(${parameter}::bigint, ${databaseNow})`;

/**
 * The SQL of the PostgreSQL store (positional parameters $1…). Not `as const`: Stryker mutates
 * nothing inside a type assertion, and a statement here that no test notices is a missing test.
 */
export const sql = {
  insert: `INSERT INTO messages (message_id, kind, subject, fields, reply_to, attachment_name, attachment_type,
                                 attachment_size, created_at, next_attempt_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
  insertAttachment: `INSERT INTO attachments (message_row, content) VALUES ($1, $2)`,
  // Locks the due rows it reads until the claim commits: other instances skip them, so each due
  // message goes to exactly one claimer. claims_without_outcome counts the sends that started and
  // got no outcome (the column kept its first name); one that reached $3 is failPoisoned's, never claimed.
  due: `SELECT id, claims_without_outcome AS unfinished_sends FROM messages WHERE ${dueCondition(timeOr('$1'))}
           AND ($3::integer IS NULL OR claims_without_outcome < $3::integer)
         ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
  claim: `UPDATE messages SET state = 'sending', attempts = attempts + 1,
                 lease_until = ${timeOr('$1')} + $2::bigint, claim_token = $3
           WHERE id = ANY($4::bigint[])
       RETURNING ${messageColumns}`,
  attachments: `SELECT message_row, content FROM attachments WHERE message_row = ANY($1::bigint[])`,
  startSend: startSendStatement('$1', '$2'),
  sent: markSentStatement(timeOr('$1'), '$2', '$3'),
  retry: `UPDATE messages SET state = 'queued', next_attempt_at = $1, last_error = $2, lease_until = NULL,
                 claims_without_outcome = 0
           WHERE id = $3 AND claim_token = $4 AND state = 'sending'`,
  failed: `UPDATE messages SET state = 'failed', last_error = $1, lease_until = NULL, failed_at = ${databaseNow}
            WHERE id = $2 AND claim_token = $3 AND state = 'sending'`,
  failPoisoned: `UPDATE messages SET state = 'failed', last_error = $3, lease_until = NULL, failed_at = ${timeOr('$1')}
                  WHERE id IN (SELECT id FROM messages
                                WHERE ${dueCondition(timeOr('$1'))} AND claims_without_outcome >= $2
                                  FOR UPDATE SKIP LOCKED)
              RETURNING id`,
  nextDue: nextDueQuery,
  counts: `SELECT state, COUNT(*) AS n FROM messages GROUP BY state`,
  list: `SELECT id, created_at, subject, state, attempts, next_attempt_at, last_error FROM messages
          WHERE ($1::text IS NULL OR state = $1) ORDER BY id DESC LIMIT $2`,
  requeue: `UPDATE messages SET state = 'queued', next_attempt_at = $1, attempts = 0, claims_without_outcome = 0,
                                failed_at = NULL
              WHERE state = 'failed'`,
  ping: `SELECT 1`,
  heartbeat: `INSERT INTO heartbeat (id, at) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET at = excluded.at`,
  findKey: `SELECT fingerprint, status, content_type, body FROM idempotency_keys WHERE key = $1 AND created_at > $2`,
  dropExpiredKey: `DELETE FROM idempotency_keys WHERE key = $1 AND created_at <= $2`,
  // Waits for a concurrent insert of the same key to commit (or roll back), then inserts or does nothing.
  insertKey: `INSERT INTO idempotency_keys (key, fingerprint, status, content_type, body, created_at)
                VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (key) DO NOTHING`,
  linkKey: `UPDATE idempotency_keys SET message_row = $1 WHERE key = $2`,
  purgeKeys: `DELETE FROM idempotency_keys WHERE created_at <= $1`,
  purgeAttachments: `DELETE FROM attachments AS a USING messages AS m
                      WHERE a.message_row = m.id AND m.state = 'sent' AND m.sent_at <= $1`,
  purgeRateLimits: `DELETE FROM rate_limits WHERE window_ends_at <= $1`,
  // One purger at a time across instances; the others skip (the lock is released at commit).
  purgeTurn: `SELECT pg_try_advisory_xact_lock($1) AS mine`,
  // Files go with their rows (ON DELETE CASCADE); a key keeps its answer, its message_row becomes NULL.
  purgeMessages: `DELETE FROM messages WHERE id IN (
                    SELECT id FROM messages WHERE ${expiredCondition(timeOr('$1'), '$2::bigint', '$3::bigint')}
                     LIMIT ${purgeBatchSize})
                  RETURNING attachment_name IS NOT NULL AS had_file`,
};
