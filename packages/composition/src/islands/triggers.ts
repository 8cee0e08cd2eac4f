/**
 * What opens a deferred-hydration island (its code loads): the first of the island nearing the
 * viewport, the visitor interacting inside it, an explicit `hydrateIslandsNow()` (an update is about
 * to reach every mounted island from above), or — for an island that asks for it and is in view at
 * load — the browser being idle after the load. The `IslandWatcher` listens for all of them.
 */

/** A window event: it reaches the islands of every bundle on the page (the shell's and the remotes'). */
export const hydrateIslandsEvent = 'codecrush:hydrate-islands';

/** Loads and hydrates every mounted island now (call it before an update reaches them from above). */
export const hydrateIslandsNow = () => window.dispatchEvent(new Event(hydrateIslandsEvent));

/** Set on an island's wrapper once it has hydrated (tests and debugging read it). */
export const hydratedAttribute = 'data-island-hydrated';

/** Events that mean the visitor is using the island: its code must come now. */
export const interactionEvents = ['pointerdown', 'focusin', 'keydown'] as const;

/** Events that carry what the visitor types, kept until the island has hydrated. */
export const inputEvents = ['input', 'change'] as const;

export type IslandTriggerOptions = {
  /** How far around the viewport counts as near (the IntersectionObserver's root margin). */
  margin: string;
  /** In view at load: wait until the browser is idle after the load instead of opening at once. */
  idleWhenInView: boolean;
};

/**
 * Runs `task` once the page has loaded and the browser is idle (a short timeout where there is no
 * idle callback). Returns what cancels it.
 */
export function whenIdleAfterLoad(target: Window, task: () => void): () => void {
  // Stryker disable next-line ArrowFunction: the placeholder does nothing either way
  let cancelIdle = () => undefined as void;
  const schedule = () => {
    if (typeof target.requestIdleCallback === 'function') {
      const handle = target.requestIdleCallback(task, { timeout: 2000 });
      cancelIdle = () => target.cancelIdleCallback(handle);
    } else {
      const handle = target.setTimeout(task, 200);
      cancelIdle = () => target.clearTimeout(handle);
    }
  };
  if (target.document.readyState === 'complete') {
    schedule();
    return () => cancelIdle();
  }
  target.addEventListener('load', schedule, { once: true });
  return () => {
    target.removeEventListener('load', schedule);
    cancelIdle();
  };
}
