import {
  dueCondition,
  expiredCondition,
  markSentStatement,
  messageColumns,
  nextDueQuery,
  purgeBatchSize,
  startSendStatement,
  type DueRow,
  type KeyRow,
  type MessageRow,
  type SummaryRow,
} from '../rows';
import type { MessageState } from '../store';
import type { Db } from './database';

type NewRow = [
  string,
  string,
  string,
  string,
  string | null,
  string | null,
  string | null,
  number | null,
  number,
  number,
  string | null,
];

/** Every SQL statement of the SQLite store, prepared once. */
export const prepareStatements = (db: Db) => ({
  insert: db.prepare<NewRow>(
    `INSERT INTO messages (message_id, kind, subject, fields, reply_to, attachment_name, attachment_type,
                           attachment_size, created_at, next_attempt_at, attachment_path)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ),
  // claims_without_outcome counts the sends that started and got no outcome (the column kept its first name);
  // a message whose count reached @max is failPoisoned's, never claimed.
  due: db.prepare<{ now: number; limit: number; max: number | null }, DueRow>(
    `SELECT id, claims_without_outcome AS unfinished_sends FROM messages WHERE ${dueCondition('@now')}
        AND (@max IS NULL OR claims_without_outcome < @max)
      ORDER BY next_attempt_at, id LIMIT @limit`,
  ),
  claim: db.prepare<[number, string, number], MessageRow & { attachment_path: string | null }>(
    `UPDATE messages SET state = 'sending', attempts = attempts + 1, lease_until = ?, claim_token = ?
      WHERE id = ? RETURNING ${messageColumns}, attachment_path`,
  ),
  startSend: db.prepare<[number, string]>(startSendStatement('?', '?')),
  sent: db.prepare<[number, number, string]>(markSentStatement('?', '?', '?')),
  retry: db.prepare<[number, string, number, string]>(
    `UPDATE messages SET state = 'queued', next_attempt_at = ?, last_error = ?, lease_until = NULL,
                         claims_without_outcome = 0
      WHERE id = ? AND claim_token = ? AND state = 'sending'`,
  ),
  failed: db.prepare<[string, number, number, string]>(
    `UPDATE messages SET state = 'failed', last_error = ?, lease_until = NULL, failed_at = ?
      WHERE id = ? AND claim_token = ? AND state = 'sending'`,
  ),
  failPoisoned: db.prepare<{ now: number; max: number; reason: string }, { id: number }>(
    `UPDATE messages SET state = 'failed', last_error = @reason, lease_until = NULL, failed_at = @now
      WHERE ${dueCondition('@now')} AND claims_without_outcome >= @max RETURNING id`,
  ),
  recover: db.prepare(`UPDATE messages SET state = 'queued', lease_until = NULL WHERE state = 'sending'`),
  nextDue: db.prepare<[], { at: number | null }>(nextDueQuery),
  counts: db.prepare<[], { state: MessageState; n: number }>(
    `SELECT state, COUNT(*) AS n FROM messages GROUP BY state`,
  ),
  list: db.prepare<[string | null, string | null, number], SummaryRow>(
    `SELECT id, created_at, subject, state, attempts, next_attempt_at, last_error FROM messages
        WHERE (? IS NULL OR state = ?) ORDER BY id DESC LIMIT ?`,
  ),
  requeue: db.prepare<[number]>(
    `UPDATE messages SET state = 'queued', next_attempt_at = ?, attempts = 0, claims_without_outcome = 0,
                         failed_at = NULL
      WHERE state = 'failed'`,
  ),
  ping: db.prepare<[], { one: number }>(`SELECT 1 AS one`),
  attachmentPaths: db.prepare<[], { path: string }>(
    `SELECT attachment_path AS path FROM messages WHERE attachment_path IS NOT NULL`,
  ),
  expired: db.prepare<{ now: number; sentMs: number; failedMs: number }, { id: number; path: string | null }>(
    `SELECT id, attachment_path AS path FROM messages WHERE ${expiredCondition('@now', '@sentMs', '@failedMs')}
      LIMIT ${purgeBatchSize}`,
  ),
  // A key keeps its answer after its message is gone.
  unlinkKey: db.prepare<[number]>(`UPDATE idempotency_keys SET message_row = NULL WHERE message_row = ?`),
  deleteMessage: db.prepare<[number]>(`DELETE FROM messages WHERE id = ?`),
  heartbeat: db.prepare<[number]>(
    `INSERT INTO heartbeat (id, at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET at = excluded.at`,
  ),
  findKey: db.prepare<[string, number], KeyRow>(
    `SELECT fingerprint, status, content_type, body FROM idempotency_keys WHERE key = ? AND created_at > ?`,
  ),
  insertKey: db.prepare<[string, string, number, string, string, number, number]>(
    `INSERT INTO idempotency_keys (key, fingerprint, status, content_type, body, message_row, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ),
  purgeKeys: db.prepare<[number]>(`DELETE FROM idempotency_keys WHERE created_at <= ?`),
});

export type Statements = ReturnType<typeof prepareStatements>;
