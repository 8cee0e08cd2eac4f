import type { FastifyBaseLogger } from 'fastify';
import type { RelayConfig, SmtpConfig } from '../config';
import type { MessageStore, OutboxMessage } from '../store/store';
import { retryDelay } from './backoff';
import { composeMail } from './compose';
import { classifySendError } from './outcome';
import type { MailSender } from './transport';

/**
 * Sends the outbox by SMTP, at least once per message: a message is marked sent only after the
 * server accepted it, so a crash in between sends it again (with the same Message-ID).
 * Temporary failures (4xx, connection errors) are retried with exponential backoff; permanent
 * ones (5xx) and messages out of attempts are marked failed and kept. Several workers (one per
 * API instance) may share one store: each claim is exclusive and leased for `leaseMs`.
 */
export class RelayWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private wakeRequested = false;
  private stopped = false;

  constructor(
    private readonly outbox: MessageStore,
    private readonly sender: MailSender,
    private readonly smtp: SmtpConfig,
    private readonly config: RelayConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

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
        const batch = await this.outbox.claimDue(this.config.concurrency, this.config.leaseMs);
        if (batch.length === 0) return;
        await Promise.all(batch.map((message) => this.deliver(message)));
      }
    } catch (error) {
      this.log.error({ err: error }, 'relay: outbox access failed');
    }
  }

  private async deliver(message: OutboxMessage): Promise<void> {
    const context = { outboxId: message.id, attempt: message.attempts };
    try {
      await this.sender.send(composeMail(message, this.smtp));
    } catch (error) {
      await this.recordFailure(message, classifySendError(error));
      return;
    }
    await this.outbox.markSent(message);
    this.log.info(context, 'relay: message sent');
  }

  private async recordFailure(
    message: OutboxMessage,
    failure: { permanent: boolean; description: string },
  ): Promise<void> {
    const context = { outboxId: message.id, attempt: message.attempts, error: failure.description };
    if (failure.permanent) {
      await this.outbox.markFailed(message, failure.description);
      this.log.warn(context, 'relay: message refused permanently, marked failed');
    } else if (message.attempts >= this.config.maxAttempts) {
      await this.outbox.markFailed(message, `gave up after ${message.attempts} attempts: ${failure.description}`);
      this.log.warn(context, 'relay: out of attempts, marked failed');
    } else {
      const delay = retryDelay(message.attempts, this.config);
      await this.outbox.markRetry(message, Date.now() + delay, failure.description);
      this.log.info({ ...context, retryInMs: delay }, 'relay: temporary failure, will retry');
    }
  }
}
