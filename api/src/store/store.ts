import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

export type MessageKind = 'contact' | 'job' | 'internship' | 'remoteResource';
export type MessageState = 'queued' | 'sending' | 'sent' | 'failed';
export const messageStates: readonly MessageState[] = ['queued', 'sending', 'sent', 'failed'];

/** Which database holds the outbox: a SQLite file (one process) or PostgreSQL (any number of instances). */
export type StoreKind = 'sqlite' | 'postgres';

/** What the relay needs to know about an uploaded file; the bytes live with the store. */
interface AttachmentInfo {
  /** The uploader's file name, cleaned for use in a mail header. */
  name: string;
  /** Content type decided from the file's bytes. */
  contentType: string;
  size: number;
}

export interface Attachment extends AttachmentInfo {
  content: Buffer;
}

export interface NewMessage {
  kind: MessageKind;
  subject: string;
  /** The submitted fields, in form order. */
  fields: Record<string, string>;
  replyTo: string | undefined;
  attachment: Attachment | undefined;
}

/** A message claimed for delivery: only the claim's holder may mark it sent, retried or failed. */
export interface OutboxMessage extends NewMessage {
  id: number;
  messageId: string;
  createdAt: number;
  attempts: number;
  /** Identifies this claim; a message reclaimed after its lease expired gets a new one. */
  claim: string;
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

/** A keyed submission and the answer it gets, recorded with its message. */
export interface KeyedCommit {
  submission: KeyedSubmission;
  answer: StoredAnswer;
}

export type KeyLookup =
  | { kind: 'new' }
  | { kind: 'replay'; answer: StoredAnswer }
  /** The key was used for a different submission. */
  | { kind: 'conflict' };

/** A message committed now, or (keyed) what an earlier submission with the same key got. */
export type CommitOutcome = { kind: 'stored'; id: number; messageId: string } | Exclude<KeyLookup, { kind: 'new' }>;

/** How long personal data stays in the outbox once a message reached its end. */
export interface MessageRetention {
  /** A sent message (row, fields, file) is deleted this long after it was sent. */
  sentMs: number;
  /** A failed message is deleted this long after it failed (kept longer, for an operator to look at). */
  failedMs: number;
}

/** What one purge deleted. */
export interface PurgeResult {
  messages: number;
  files: number;
}

/** How long a key identifies its submission: a retry within this window is answered from the record. */
export const idempotencyWindowMs = 24 * 60 * 60 * 1000;

/**
 * The outbox, the idempotency keys and the uploaded files of one API, whatever database holds
 * them. Every accepted message is committed here before the client hears "sent"; the relay moves
 * it through queued → sending (claimed with a lease) → sent | failed, or back to queued on a retry.
 */
export interface MessageStore {
  readonly kind: StoreKind;
  /** Where the data is, for people: a file path, or host and database (never a password). */
  readonly location: string;
  /** Where the rate limiter counts: shared by all instances, or undefined for the process's memory. */
  readonly rateLimitStore: FastifyRateLimitStoreCtor | undefined;

  /**
   * Commits a message and its file, durably, with a Message-ID generated once for all attempts.
   * With `keyed`, the key is recorded in the same transaction — unless a submission with the same
   * key got there first: then nothing is stored and that earlier outcome is returned.
   */
  commit(message: NewMessage, keyed?: KeyedCommit, now?: number): Promise<CommitOutcome>;
  /** What an earlier submission with this key (within the window) means for this one. */
  lookupKey(submission: KeyedSubmission, now?: number): Promise<KeyLookup>;

  /**
   * Claims up to `limit` due messages for delivery, oldest first, with their files (one
   * transaction): queued ones whose time has come, and sending ones whose lease expired (their
   * sender died). State → sending, one more attempt counted. A message with a send that started and
   * never got an outcome is claimed alone, never with others. With `maxClaimsWithoutOutcome`, a
   * message whose send started that many times without an outcome is not claimed: it is
   * `failPoisoned`'s to fail. (The two read the clock apart: a lease that runs out between them
   * must not send the message once more.)
   */
  claimDue(limit: number, leaseMs: number, now?: number, maxClaimsWithoutOutcome?: number): Promise<OutboxMessage[]>;
  /**
   * Records that this claim is handing the message to SMTP now: a send that never gets an outcome
   * (the sender died) is counted against this message only. False when the claim was taken over:
   * the message must not be sent then.
   */
  startSend(message: OutboxMessage): Promise<boolean>;
  /**
   * The outcome of a claim. Each returns false when the claim was no longer this sender's (its
   * lease expired and another sender claimed the message): nothing is changed then. Marking sent
   * again with the same claim (an earlier mark committed but its answer was lost) returns true.
   */
  markSent(message: OutboxMessage, now?: number): Promise<boolean>;
  markRetry(message: OutboxMessage, nextAttemptAt: number, error: string): Promise<boolean>;
  markFailed(message: OutboxMessage, error: string): Promise<boolean>;
  /**
   * Marks failed, instead of claiming them again, the due messages whose send started
   * `maxClaimsWithoutOutcome` times in a row without an outcome (each time their sender stopped
   * mid-send: a message that crashes the relay). A claim whose send never started (a database
   * fault) does not count. Returns their ids.
   */
  failPoisoned(maxClaimsWithoutOutcome: number, now?: number): Promise<number[]>;
  /**
   * At start: puts back messages a stopped process was sending, when this process is the only
   * sender (SQLite). With PostgreSQL other instances may be sending them: their leases decide.
   */
  recoverInterrupted(): Promise<number>;
  /** When the relay has something to do next: the earliest due message or lease expiry. */
  nextDueAt(): Promise<number | undefined>;

  counts(): Promise<OutboxCounts>;
  /** Newest first; no message content. */
  list(options?: { state?: MessageState; limit?: number }): Promise<OutboxSummary[]>;
  /** Gives every failed message a fresh set of attempts, due now. */
  requeueFailed(now?: number): Promise<number>;
  /** A real write, for the detailed health check. */
  heartbeat(now?: number): Promise<void>;
  /** The cheapest read that proves the database answers, for the anonymous health check. */
  ping(): Promise<void>;
  /**
   * Deletes what has outlived its retention (expired keys, rate-limit windows, sent files) and
   * uploaded files no message refers to. Every part is tried; a failing one is reported afterwards.
   */
  housekeeping(now?: number): Promise<void>;
  /**
   * Deletes sent and failed messages (row, fields, file) older than their retention. Safe to run
   * from several instances at once: one of them purges, the others find nothing to do.
   */
  purgeExpired(retention: MessageRetention, now?: number): Promise<PurgeResult>;
  close(): Promise<void>;
}
