/** Automatic retry of a failed remote load (docs/architecture.md, failure isolation): two more tries, 300 ms then 900 ms apart. */
export const retryDelaysMs = [300, 900] as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type RetryOptions = {
  delaysMs?: readonly number[];
  /** Stops retrying (e.g. the whole attempt timed out): the last failure is rethrown. */
  signal?: AbortSignal;
  onRetry?: (retry: number, error: unknown) => void;
  wait?: (ms: number) => Promise<void>;
};

/**
 * Runs `task(0)`; while it fails and delays remain, waits the next delay and runs `task(n)`.
 * The caller's fallback shows only after the last try has failed.
 */
export async function withRetries<T>(task: (retry: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { delaysMs = retryDelaysMs, signal, onRetry, wait = sleep } = options;
  for (let retry = 0; ; retry += 1) {
    try {
      return await task(retry);
    } catch (error) {
      const delay = delaysMs[retry];
      if (delay === undefined || signal?.aborted) throw error;
      onRetry?.(retry + 1, error);
      await wait(delay);
      if (signal?.aborted) throw error;
    }
  }
}
