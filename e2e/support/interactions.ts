import type { Page } from '@playwright/test';

/** What the page's Event Timing entries said about its interactions. */
export type Interactions = {
  /** The first input's delay until its handlers could run, or null when the browser saw no input. */
  firstInput: { name: string; delay: number } | null;
  /** The longest interaction, from input to the next paint (INP's measure), in ms; 0 when all took under 16 ms. */
  slowest: number;
};

type Kept = { firstInput: Interactions['firstInput']; durations: number[] };

/**
 * Keeps the page's Event Timing entries from its first moment (before any of its scripts): every
 * event of an interaction that took 16 ms or more (the API's floor), and the first input.
 */
export async function recordInteractions(page: Page) {
  await page.addInitScript(() => {
    const kept: Kept = { firstInput: null, durations: [] };
    Object.assign(window, { keptInteractions: kept });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        if (entry.interactionId > 0) kept.durations.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        kept.firstInput = { name: entry.name, delay: entry.processingStart - entry.startTime };
    }).observe({ type: 'first-input', buffered: true });
  });
}

/** The interactions recorded so far (after the entries of the last one have been delivered). */
export async function interactionsOf(page: Page): Promise<Interactions> {
  const kept = await page.evaluate(
    () =>
      new Promise<Kept>((resolve) => {
        // Event Timing entries are delivered after the next paint: wait two frames.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { keptInteractions: Kept }).keptInteractions)),
        );
      }),
  );
  return { firstInput: kept.firstInput, slowest: Math.max(0, ...kept.durations) };
}
