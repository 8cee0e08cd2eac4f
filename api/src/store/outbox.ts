import { randomUUID } from 'node:crypto';
import type { Db } from './database';

export type MessageKind = 'contact' | 'job' | 'internship' | 'remoteResource';
export type MessageState = 'queued' | 'sending' | 'sent' | 'failed';
export const messageStates: readonly MessageState[] = ['queued', 'sending', 'sent', 'failed'];

export interface StoredAttachment {
  /** Absolute path of the stored file (generated name, outside any web root). */
  path: string;
  /** The uploader's file name, cleaned for use in a mail header. */
  name: string;
  /** Content type decided from the file's bytes. */
  contentType: string;
  size: number;
}

export interface NewMessage {
  kind: MessageKind;
  subject: string;
  /** The submitted fields, in form order. */
  fields: Record<string, string>;
  replyTo: string | undefined;
  attachment: StoredAttachment | undefined;
}

/** A message as the relay needs it. */
export interface OutboxMessage extends NewMessage {
  id: number;
  messageId: string;
  createdAt: number;
  attempts: number;
}

/** A row as the outbox listing shows it: states and times, never the message's content. */
export interface OutboxSummary {
  id: number;
  createdAt: number;
  subject: string;
  state: MessageState;
  attempts: number;
  nextAttemptAt: number | null;
  lastError: string | null;
}

export type OutboxCounts = Record<MessageState, number>;

interface MessageRow {
  id: number;
  message_id: string;
  kind: MessageKind;
  subject: string;
  fields: string;
  reply_to: string | null;
  attachment_path: string | null;
  attachment_name: string | null;
  attachment_type: string | null;
  attachment_size: number | null;
  created_at: number;
  attempts: number;
}

interface SummaryRow {
  id: number;
  created_at: number;
  subject: string;
  state: MessageState;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
}

const toMessage = (row: MessageRow): OutboxMessage => ({
  id: row.id,
  messageId: row.message_id,
  kind: row.kind,
  subject: row.subject,
  fields: JSON.parse(row.fields) as Record<string, string>,
  replyTo: row.reply_to ?? undefined,
  attachment:
    row.attachment_path === null
      ? undefined
      : {
          path: row.attachment_path,
          name: row.attachment_name ?? 'attachment',
          contentType: row.attachment_type ?? 'application/octet-stream',
          size: row.attachment_size ?? 0,
        },
  createdAt: row.created_at,
  attempts: row.attempts,
});

const prepareStatements = (db: Db) => ({
  insert: db.prepare<
    [
      string,
      string,
      string,
      string,
      string | null,
      string | null,
      string | null,
      string | null,
      number | null,
      number,
      number,
    ]
  >(
    `INSERT INTO messages (message_id, kind, subject, fields, reply_to, attachment_path, attachment_name,
                             attachment_type, attachment_size, created_at, next_attempt_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ),
  due: db.prepare<[number, number], MessageRow>(
    `SELECT id, message_id, kind, subject, fields, reply_to, attachment_path, attachment_name, attachment_type,
              attachment_size, created_at, attempts
         FROM messages WHERE state = 'queued' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
  ),
  claim: db.prepare<[number]>(`UPDATE messages SET state = 'sending', attempts = attempts + 1 WHERE id = ?`),
  sent: db.prepare<[number, number]>(
    `UPDATE messages SET state = 'sent', sent_at = ?, last_error = NULL WHERE id = ? AND state = 'sending'`,
  ),
  retry: db.prepare<[number, string, number]>(
    `UPDATE messages SET state = 'queued', next_attempt_at = ?, last_error = ? WHERE id = ? AND state = 'sending'`,
  ),
  failed: db.prepare<[string, number]>(
    `UPDATE messages SET state = 'failed', last_error = ? WHERE id = ? AND state = 'sending'`,
  ),
  recover: db.prepare(`UPDATE messages SET state = 'queued' WHERE state = 'sending'`),
  nextDue: db.prepare<[], { at: number | null }>(
    `SELECT MIN(next_attempt_at) AS at FROM messages WHERE state = 'queued'`,
  ),
  counts: db.prepare<[], { state: MessageState; n: number }>(
    `SELECT state, COUNT(*) AS n FROM messages GROUP BY state`,
  ),
  list: db.prepare<[string | null, string | null, number], SummaryRow>(
    `SELECT id, created_at, subject, state, attempts, next_attempt_at, last_error FROM messages
        WHERE (? IS NULL OR state = ?) ORDER BY id DESC LIMIT ?`,
  ),
  requeue: db.prepare<[number]>(
    `UPDATE messages SET state = 'queued', next_attempt_at = ?, attempts = 0 WHERE state = 'failed'`,
  ),
  heartbeat: db.prepare<[number]>(
    `INSERT INTO heartbeat (id, at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET at = excluded.at`,
  ),
});

type Statements = ReturnType<typeof prepareStatements>;

/** Longest error text kept per message. */
const maxErrorLength = 500;

/**
 * The outbox: every accepted message is a row here before the client hears "sent", and the
 * relay moves it through queued → sending → sent | failed (and back to queued on a retry).
 */
export class Outbox {
  private readonly statements: Statements;

  constructor(
    private readonly db: Db,
    private readonly messageIdDomain: string,
  ) {
    this.statements = prepareStatements(db);
  }

  /** Commits a new message (durably, before returning) with a Message-ID generated once for all its attempts. */
  add(message: NewMessage, now = Date.now()): { id: number; messageId: string } {
    const messageId = `<${randomUUID()}@${this.messageIdDomain}>`;
    const { attachment } = message;
    const result = this.statements.insert.run(
      messageId,
      message.kind,
      message.subject,
      JSON.stringify(message.fields),
      message.replyTo ?? null,
      attachment?.path ?? null,
      attachment?.name ?? null,
      attachment?.contentType ?? null,
      attachment?.size ?? null,
      now,
      now,
    );
    return { id: Number(result.lastInsertRowid), messageId };
  }

  /** Takes up to `limit` due messages for delivery (state → sending, one more attempt counted). */
  claimDue(limit: number, now = Date.now()): OutboxMessage[] {
    return this.db
      .transaction(() =>
        this.statements.due.all(now, limit).map((row) => {
          this.statements.claim.run(row.id);
          return toMessage({ ...row, attempts: row.attempts + 1 });
        }),
      )
      .immediate();
  }

  markSent(id: number, now = Date.now()): void {
    this.statements.sent.run(now, id);
  }

  markRetry(id: number, nextAttemptAt: number, error: string): void {
    this.statements.retry.run(nextAttemptAt, error.slice(0, maxErrorLength), id);
  }

  markFailed(id: number, error: string): void {
    this.statements.failed.run(error.slice(0, maxErrorLength), id);
  }

  /**
   * Puts back messages a previous process was sending when it stopped. They are sent again
   * with the same Message-ID, so a copy that did go out is recognisable (at-least-once).
   */
  recoverInterrupted(): number {
    return this.statements.recover.run().changes;
  }

  /** When the earliest queued message is due, if any. */
  nextDueAt(): number | undefined {
    return this.statements.nextDue.get()?.at ?? undefined;
  }

  counts(): OutboxCounts {
    const counts: OutboxCounts = { queued: 0, sending: 0, sent: 0, failed: 0 };
    for (const { state, n } of this.statements.counts.all()) counts[state] = n;
    return counts;
  }

  /** Newest first; no message content. */
  list(options: { state?: MessageState; limit?: number } = {}): OutboxSummary[] {
    const state = options.state ?? null;
    return this.statements.list.all(state, state, options.limit ?? -1).map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      subject: row.subject,
      state: row.state,
      attempts: row.attempts,
      nextAttemptAt: row.state === 'queued' ? row.next_attempt_at : null,
      lastError: row.last_error,
    }));
  }

  /** Gives every failed message a fresh set of attempts, due now. */
  requeueFailed(now = Date.now()): number {
    return this.statements.requeue.run(now).changes;
  }

  /** A real write, for the health check. */
  heartbeat(now = Date.now()): void {
    this.statements.heartbeat.run(now);
  }
}
