import type { FastifyBaseLogger } from 'fastify';
import type { MessageRetention, MessageStore } from './store';

/**
 * One pass: the store's housekeeping (expired keys and rate-limit windows, files past their
 * retention, orphaned uploads), then the purge of messages past their retention. Each part runs and
 * logs on its own: a failing housekeeping never keeps personal data past its retention.
 */
export const cleanUpOnce = async (
  store: MessageStore,
  retention: MessageRetention,
  log: FastifyBaseLogger,
): Promise<void> => {
  try {
    await store.housekeeping();
  } catch (error) {
    log.warn({ err: error }, 'store: housekeeping failed');
  }
  try {
    const purged = await store.purgeExpired(retention);
    if (purged.messages > 0) log.info(purged, 'store: messages past their retention deleted');
  } catch (error) {
    log.error({ err: error }, 'store: purge of messages past their retention failed');
  }
};

export interface CleanUp {
  /** No new pass; waits for the one under way. */
  stop(): Promise<void>;
}

/** A pass now and every `everyMs`, one at a time (a pass still running when the next is due is not doubled). */
export const startCleanUp = (
  store: MessageStore,
  retention: MessageRetention,
  log: FastifyBaseLogger,
  everyMs: number,
): CleanUp => {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= cleanUpOnce(store, retention, log).finally(() => {
      running = undefined;
    });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
};
