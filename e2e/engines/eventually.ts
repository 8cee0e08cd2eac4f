/** How long a flow waits for the page to reach an expected state before it fails. */
const defaultWaitMs = Number(process.env.ENGINES_WAIT_MS ?? 20_000);

/**
 * Retries `check` (an assertion that throws until the page is in the expected state) every 100 ms
 * until it passes; after `timeoutMs` fails with `what` and the last assertion's message.
 */
export async function eventually<T>(what: string, check: () => Promise<T>, timeoutMs = defaultWaitMs): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`${what}: not within ${timeoutMs} ms — ${reason}`, { cause: error });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
