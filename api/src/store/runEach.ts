/** One named part of a chore (a purge, a sweep). */
export type ChorePart = readonly [name: string, run: () => Promise<unknown>];

/**
 * Runs every part in turn, whatever happens to the others; when any failed, throws afterwards one
 * error naming each failed part and why (the first failure as its cause).
 */
export const runEach = async (parts: readonly ChorePart[]): Promise<void> => {
  const failures: { name: string; error: unknown }[] = [];
  for (const [name, run] of parts) {
    try {
      await run();
    } catch (error) {
      failures.push({ name, error });
    }
  }
  if (failures.length === 0) return;
  const reasons = failures.map(
    ({ name, error }) => `${name}: ${error instanceof Error ? error.message : String(error)}`,
  );
  throw new Error(`${failures.length} of ${parts.length} parts failed (${reasons.join('; ')})`, {
    cause: failures[0]?.error,
  });
};
