import type { SendFailure } from './outcome';

export interface SendDeadline {
  /** Settles when the deadline passes, with the failure every unfinished send records. */
  passed: Promise<SendFailure>;
  /** The batch finished in time: the deadline never fires. */
  clear(): void;
}

/**
 * A hard end for one delivery batch: at `at` (epoch ms), `abort` runs (it destroys the SMTP
 * connections) and every send still under way counts as a temporary failure, retried later.
 */
export const sendBefore = (at: number, abort: () => void): SendDeadline => {
  let timer: NodeJS.Timeout | undefined;
  const passed = new Promise<SendFailure>((resolve) => {
    timer = setTimeout(
      () => {
        abort();
        resolve({ permanent: false, description: 'send deadline passed (RELAY_SEND_DEADLINE_MS); connection closed' });
      },
      Math.max(0, at - Date.now()),
    );
  });
  return { passed, clear: () => clearTimeout(timer) };
};
