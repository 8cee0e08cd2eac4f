import { failureSignalEvent } from './failureSignal';
import type { FailureSignal } from './failureSignal';

/** The failure signals the page announces while `run` runs (the tests of the slots and views). */
export async function signalsDuring(run: () => Promise<void>): Promise<FailureSignal[]> {
  const signals: FailureSignal[] = [];
  const listener = (event: Event) => signals.push((event as CustomEvent<FailureSignal>).detail);
  window.addEventListener(failureSignalEvent, listener);
  try {
    await run();
  } finally {
    window.removeEventListener(failureSignalEvent, listener);
  }
  return signals;
}
