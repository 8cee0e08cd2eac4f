interface Step {
  what: string;
  run: () => Promise<unknown> | void;
}

/** How long one step may take before the next one runs anyway. */
const stepTimeoutMs = 20_000;

/**
 * What the run started, stopped in reverse order exactly once — at the end, on a failure, on
 * Ctrl-C or when the watchdog fires. A step that throws or hangs is reported and the rest still run.
 */
export class Cleanup {
  private readonly steps: Step[] = [];
  private done: Promise<void> | undefined;

  add(what: string, run: Step['run']): void {
    this.steps.push({ what, run });
  }

  run(): Promise<void> {
    this.done ??= this.runSteps();
    return this.done;
  }

  private async runSteps(): Promise<void> {
    for (const { what, run } of this.steps.toReversed()) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`still running after ${stepTimeoutMs / 1000} s`)), stepTimeoutMs);
      });
      try {
        await Promise.race([Promise.resolve().then(run), timeout]);
      } catch (error) {
        console.error(`cleanup: ${what}: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        clearTimeout(timer);
      }
    }
  }
}
