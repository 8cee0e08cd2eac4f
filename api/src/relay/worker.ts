import type { FastifyBaseLogger } from 'fastify';
import type { RelayConfig, SmtpConfig } from '../config';
import type { MessageStore, OutboxMessage } from '../store/store';
import { retryDelay } from './backoff';
import { composeMail } from './compose';
import { sendBefore } from './deadline';
import { classifySendError, type SendFailure } from './outcome';
import type { MailSender } from './transport';

/** How often recording a sent message is tried again while the database does not answer. */
const markRetryMs = 500;

/**
 * Sends the outbox by SMTP, at least once per message: a message is marked sent only after the
 * server accepted it, so a crash in between sends it again (with the same Message-ID).
 * Temporary failures (4xx, connection errors, the send deadline) are retried with exponential
 * backoff; permanent ones (5xx) and messages out of attempts are marked failed and kept. Several
 * workers (one per API instance) may share one store: each claim is exclusive and leased for
 * `leaseMs`, and every batch ends (its connections destroyed) at `sendDeadlineMs` after its claim,
 * well before the lease, so no other instance can claim a message this one is still sending.
 */
export class RelayWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private wakeRequested = false;
  private stopped = false;
  private lost = 0;

  constructor(
    private readonly outbox: MessageStore,
    private readonly sender: MailSender,
    private readonly smtp: SmtpConfig,
    private readonly config: RelayConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Outcomes this instance could not record because its claim had been taken over (since start). */
  get lostClaims(): number {
    return this.lost;
  }

  start(): void {
    this.wake();
  }

  /** Looks for due messages now (called after a message was stored). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wakeRequested = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.drain()
      .then(() => this.nextDelay())
      .then((delay) => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.wakeRequested) {
          this.wakeRequested = false;
          this.wake();
          return;
        }
        this.timer = setTimeout(() => this.wake(), delay);
        this.timer.unref();
      });
  }

  /** Stops taking messages and waits for the deliveries under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.sender.close();
  }

  /** Until the next due message or lease expiry, at most `pollMs`. */
  private async nextDelay(): Promise<number> {
    try {
      const due = await this.outbox.nextDueAt();
      if (due !== undefined) return Math.min(this.config.pollMs, Math.max(0, due - Date.now()));
    } catch (error) {
      this.log.error({ err: error }, 'relay: reading the outbox failed');
    }
    return this.config.pollMs;
  }

  private async drain(): Promise<void> {
    try {
      while (!this.stopped) {
        const poisoned = await this.outbox.failPoisoned(this.config.maxClaimsWithoutOutcome);
        for (const outboxId of poisoned) {
          this.log.warn({ outboxId }, 'relay: message stopped its sender repeatedly, marked failed');
        }
        const claimedAt = Date.now();
        // The claim skips what failPoisoned would fail: a lease that ran out since it looked is not sent again.
        const batch = await this.outbox.claimDue(
          this.config.concurrency,
          this.config.leaseMs,
          undefined,
          this.config.maxClaimsWithoutOutcome,
        );
        if (batch.length === 0) return;
        await this.deliverBatch(batch, claimedAt);
      }
    } catch (error) {
      this.log.error({ err: error }, 'relay: outbox access failed');
    }
  }

  /** Every message of the batch gets an outcome; one that cannot be recorded does not stop the others. */
  private async deliverBatch(batch: readonly OutboxMessage[], claimedAt: number): Promise<void> {
    const deadline = sendBefore(claimedAt + this.config.sendDeadlineMs, () => this.sender.abort());
    try {
      await Promise.all(
        batch.map((message) =>
          this.deliver(message, deadline.passed, claimedAt).catch((error: unknown) => {
            this.log.error(
              { err: error, outboxId: message.id },
              'relay: recording the outcome failed; the lease decides',
            );
          }),
        ),
      );
    } finally {
      deadline.clear();
    }
  }

  private async deliver(message: OutboxMessage, deadlinePassed: Promise<SendFailure>, claimedAt: number) {
    if (!(await this.startSend(message))) return;
    const sending = this.sender.send(composeMail(message, this.smtp)).then(() => undefined, classifySendError);
    const failure = await Promise.race([sending, deadlinePassed]);
    if (failure !== undefined) {
      await this.recordFailure(message, failure);
      return;
    }
    if (!(await this.markSentWithinLease(message, claimedAt))) return;
    this.log.info({ outboxId: message.id, attempt: message.attempts }, 'relay: message sent');
  }

  /**
   * Counts the send as started, right before the message goes to SMTP: if this process dies during
   * the send, only this message is blamed. When the count cannot be recorded (a database fault), the
   * message is not sent now but retried later like a temporary failure, which also clears a count
   * that did commit: a database fault is not a crash.
   */
  private async startSend(message: OutboxMessage): Promise<boolean> {
    let started: boolean;
    try {
      started = await this.outbox.startSend(message);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await this.recordFailure(message, {
        permanent: false,
        description: `recording the send's start failed: ${reason}`,
      });
      return false;
    }
    return this.claimHeld(message, started);
  }

  /**
   * The SMTP server accepted the message: recording that is tried again while the database does
   * not answer, until the lease ends (after that another sender may claim and resend it). The claim
   * token keeps a late mark from touching a message someone else claimed; a mark that committed but
   * whose answer was lost is found done by the next try (same claim), not counted as a lost claim.
   */
  private async markSentWithinLease(message: OutboxMessage, claimedAt: number): Promise<boolean> {
    for (;;) {
      try {
        return this.claimHeld(message, await this.outbox.markSent(message));
      } catch (error) {
        if (Date.now() + markRetryMs >= claimedAt + this.config.leaseMs) throw error;
        await new Promise((resolve) => setTimeout(resolve, markRetryMs));
      }
    }
  }

  /** Counts and logs an outcome that could not be recorded because the claim was taken over. */
  private claimHeld(message: OutboxMessage, held: boolean): boolean {
    if (!held) {
      this.lost += 1;
      this.log.warn(
        { outboxId: message.id, attempt: message.attempts },
        'relay: claim lost (its lease expired and another sender claimed the message); outcome not recorded',
      );
    }
    return held;
  }

  private async recordFailure(message: OutboxMessage, failure: SendFailure): Promise<void> {
    const context = { outboxId: message.id, attempt: message.attempts, error: failure.description };
    if (failure.permanent) {
      if (this.claimHeld(message, await this.outbox.markFailed(message, failure.description))) {
        this.log.warn(context, 'relay: message refused permanently, marked failed');
      }
    } else if (message.attempts >= this.config.maxAttempts) {
      const reason = `gave up after ${message.attempts} attempts: ${failure.description}`;
      if (this.claimHeld(message, await this.outbox.markFailed(message, reason))) {
        this.log.warn(context, 'relay: out of attempts, marked failed');
      }
    } else {
      const delay = retryDelay(message.attempts, this.config);
      if (this.claimHeld(message, await this.outbox.markRetry(message, Date.now() + delay, failure.description))) {
        this.log.info({ ...context, retryInMs: delay }, 'relay: temporary failure, will retry');
      }
    }
  }
}
