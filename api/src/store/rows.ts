import { randomUUID } from 'node:crypto';
import type {
  KeyLookup,
  KeyedSubmission,
  MessageKind,
  MessageState,
  OutboxCounts,
  OutboxMessage,
  OutboxSummary,
} from './store';

/** Both schemas name their columns alike, so one set of row types and mappers serves both stores. */
export interface MessageRow {
  id: number;
  message_id: string;
  kind: MessageKind;
  subject: string;
  fields: string;
  reply_to: string | null;
  attachment_name: string | null;
  attachment_type: string | null;
  attachment_size: number | null;
  created_at: number;
  attempts: number;
  claim_token: string;
}

export interface SummaryRow {
  id: number;
  created_at: number;
  subject: string;
  state: MessageState;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
}

export interface KeyRow {
  fingerprint: string;
  status: number;
  content_type: string;
  body: string;
}

/** The message columns the relay reads (its claim included). */
export const messageColumns = `id, message_id, kind, subject, fields, reply_to, attachment_name, attachment_type,
       attachment_size, created_at, attempts, claim_token`;

/** Due for a sender: queued and its time has come, or being sent by a sender whose lease ran out. */
export const dueCondition = (now: string): string =>
  `((state = 'queued' AND next_attempt_at <= ${now}) OR (state = 'sending' AND lease_until <= ${now}))`;

/** Why a message that keeps stopping its sender mid-send is not claimed again. */
export const poisonReason = (sends: number): string =>
  `its send started ${sends} times without an outcome: the sender stopped mid-send each time (a message that crashes the relay?); not sent again`;

/** A due message as a claim sees it: how many of its sends started and never got an outcome. */
export interface DueRow {
  id: number;
  unfinished_sends: number;
}

/**
 * Which of the due messages (oldest first) one claim takes: a message whose earlier send stopped
 * without an outcome (its sender died mid-send) is sent alone, so that when it stops the sender
 * again no other message is blamed with it; messages with a clean record go together.
 */
export const batchToClaim = (due: readonly DueRow[]): number[] => {
  const [first] = due;
  if (first === undefined) return [];
  if (first.unfinished_sends > 0) return [first.id];
  return due.filter((row) => row.unfinished_sends === 0).map((row) => row.id);
};

/**
 * Recording a message sent (placeholders: now, id, claim). Idempotent for its own claim: a second
 * mark by the same claim (the first one committed but its answer was lost) finds the message sent
 * by it and says so, rather than reporting the claim as lost; `sent_at` keeps the first time.
 */
export const markSentStatement = (now: string, id: string, claim: string): string =>
  `UPDATE messages SET state = 'sent', sent_at = CASE WHEN state = 'sent' THEN sent_at ELSE ${now} END,
                       last_error = NULL, lease_until = NULL
    WHERE id = ${id} AND claim_token = ${claim} AND state IN ('sending', 'sent')`;

/** The start of a send, counted before the message goes to SMTP (placeholders: id, claim). */
export const startSendStatement = (id: string, claim: string): string =>
  `UPDATE messages SET claims_without_outcome = claims_without_outcome + 1
    WHERE id = ${id} AND claim_token = ${claim} AND state = 'sending'`;

/** Sent and failed messages older than their retention (placeholders: now, sent limit, failed limit). */
export const expiredCondition = (now: string, sentMs: string, failedMs: string): string =>
  `((state = 'sent' AND sent_at <= ${now} - ${sentMs}) OR (state = 'failed' AND COALESCE(failed_at, created_at) <= ${now} - ${failedMs}))`;

/** Messages deleted per purge statement, so one purge never holds many locks for long. */
export const purgeBatchSize = 500;

/** When the relay has something to do next: the earliest due time or lease expiry. */
export const nextDueQuery = `SELECT MIN(at) AS at FROM (
    SELECT MIN(next_attempt_at) AS at FROM messages WHERE state = 'queued'
    UNION ALL SELECT MIN(lease_until) AS at FROM messages WHERE state = 'sending') AS due`;

/** A Message-ID generated once per message and sent with every attempt, so a resend is recognisable. */
export const newMessageId = (domain: string): string => `<${randomUUID()}@${domain}>`;

export const newClaimToken = (): string => randomUUID();

/** Longest error text kept per message. */
const maxErrorLength = 500;
export const clipError = (error: string): string => error.slice(0, maxErrorLength);

export const toMessage = (row: MessageRow, content: Buffer | undefined): OutboxMessage => ({
  id: row.id,
  messageId: row.message_id,
  kind: row.kind,
  subject: row.subject,
  fields: JSON.parse(row.fields) as Record<string, string>,
  replyTo: row.reply_to ?? undefined,
  attachment:
    // Stryker disable next-line LogicalOperator,ConditionalExpression: a file's name and bytes are stored in one insert, so one never comes without the other
    row.attachment_name === null || content === undefined
      ? undefined
      : {
          name: row.attachment_name,
          // Stryker disable next-line StringLiteral: the type is stored with the file's name, so the fallback is never read
          contentType: row.attachment_type ?? 'application/octet-stream',
          // Stryker disable next-line LogicalOperator: the stored size is the length of these bytes, so either gives the same number
          size: row.attachment_size ?? content.length,
          content,
        },
  createdAt: row.created_at,
  attempts: row.attempts,
  claim: row.claim_token,
});

export const toSummary = (row: SummaryRow): OutboxSummary => ({
  id: row.id,
  createdAt: row.created_at,
  subject: row.subject,
  state: row.state,
  attempts: row.attempts,
  nextAttemptAt: row.state === 'queued' ? row.next_attempt_at : null,
  lastError: row.last_error,
});

export const toCounts = (rows: readonly { state: MessageState; n: number }[]): OutboxCounts => {
  const counts: OutboxCounts = { queued: 0, sending: 0, sent: 0, failed: 0 };
  for (const { state, n } of rows) counts[state] = n;
  return counts;
};

export const toKeyLookup = (row: KeyRow | undefined, submission: KeyedSubmission): KeyLookup => {
  if (row === undefined) return { kind: 'new' };
  if (row.fingerprint !== submission.fingerprint) return { kind: 'conflict' };
  return { kind: 'replay', answer: { status: row.status, contentType: row.content_type, body: row.body } };
};

/** The columns of a new message row, in the order both stores insert them. */
export const messageValues = (
  message: { kind: MessageKind; subject: string; fields: Record<string, string>; replyTo: string | undefined },
  attachment: { name: string; contentType: string; size: number } | undefined,
  messageId: string,
  now: number,
) =>
  [
    messageId,
    message.kind,
    message.subject,
    JSON.stringify(message.fields),
    message.replyTo ?? null,
    attachment?.name ?? null,
    attachment?.contentType ?? null,
    attachment?.size ?? null,
    now,
    now,
  ] as const;
