import { rememberEarlyInput } from './earlyInput';

/**
 * When a deferred-hydration island's code loads: the first of the island nearing the viewport, the
 * visitor interacting inside it, an explicit `hydrateIslandsNow()` (an update is about to reach
 * every mounted island from above), or — for an island that asks for it and is in view at load —
 * the browser being idle after the load.
 *
 * Listeners sit on `window` in the capture phase: React stops discrete events that hit a dehydrated
 * boundary at its root, so nothing below the root would see them.
 */

/** A window event: it reaches the islands of every bundle on the page (the shell's and the remotes'). */
export const hydrateIslandsEvent = 'codecrush:hydrate-islands';

/** Loads and hydrates every mounted island now (call it before an update reaches them from above). */
export const hydrateIslandsNow = () => window.dispatchEvent(new Event(hydrateIslandsEvent));

/** Set on an island's wrapper once it has hydrated (tests and debugging read it). */
export const hydratedAttribute = 'data-island-hydrated';

/** Events that mean the visitor is using the island: its code must come now. */
const interactionEvents = ['pointerdown', 'focusin', 'keydown'] as const;

export type IslandTriggerOptions = {
  /** How far around the viewport counts as near (the IntersectionObserver's root margin). */
  margin: string;
  /** In view at load: wait until the browser is idle after the load instead of opening at once. */
  idleWhenInView: boolean;
};

export type IslandWatch = {
  /** The island has hydrated: a submit held meanwhile is sent now. */
  hydrated: () => void;
  /** Stops every listener (the island unmounted). */
  stop: () => void;
};

type HeldSubmit = { form: HTMLFormElement; submitter: HTMLElement | null };

/** Runs `task` once the page has loaded and the browser is idle (a short timeout where there is no idle callback). */
function whenIdleAfterLoad(task: () => void): () => void {
  let cancelIdle = () => undefined as void;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 200);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
    return () => cancelIdle();
  }
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}

/**
 * Watches `element` (the island's wrapper) and calls `open` once, on the first trigger. Until the
 * island has hydrated, a form submitted inside it is held (no native post to the API: the script's
 * flow sends it) and submitted again once the island is live, and what the visitor typed is kept
 * (see `rememberEarlyInput`). Its forms get `noValidate` at once: the script's rules apply.
 */
export function watchIsland(element: HTMLElement, open: () => void, options: IslandTriggerOptions): IslandWatch {
  const cleanups: (() => void)[] = [];
  let opened = false;
  let held: HeldSubmit | null = null;

  const stopTriggers = () => cleanups.splice(0).forEach((cleanup) => cleanup());
  const openOnce = () => {
    if (opened) return;
    opened = true;
    stopTriggers();
    open();
  };
  const listen = (type: string, listener: (event: Event) => void) => {
    window.addEventListener(type, listener, true);
    cleanups.push(() => window.removeEventListener(type, listener, true));
  };
  const isInside = (event: Event) => event.target instanceof Node && element.contains(event.target);

  for (const type of interactionEvents) listen(type, (event) => isInside(event) && openOnce());
  listen(hydrateIslandsEvent, openOnce);

  const onSubmit = (event: Event) => {
    if (!isInside(event) || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    held = { form: event.target, submitter: (event as SubmitEvent).submitter ?? null };
    openOnce();
  };
  window.addEventListener('submit', onSubmit, true);
  // From here the script holds a submit and the form's own rules check it once the island is live;
  // the browser's check (the served HTML's contract while no script runs) would stop it unheld.
  for (const form of element.querySelectorAll('form')) form.noValidate = true;
  const earlyInput = rememberEarlyInput(element);
  const stopHolding = () => {
    window.removeEventListener('submit', onSubmit, true);
    earlyInput.stop();
  };

  if (typeof IntersectionObserver === 'undefined') openOnce();
  else {
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        // A box that only touches the margin's edge (right below a full-height hero) does not count.
        const near = entries.some((entry) => entry.isIntersecting && entry.intersectionRect.height > 0);
        const initial = first;
        first = false;
        if (!near) return;
        if (initial && options.idleWhenInView) {
          observer.disconnect();
          cleanups.push(whenIdleAfterLoad(openOnce));
        } else openOnce();
      },
      { rootMargin: options.margin, threshold: [0, 0.01] },
    );
    observer.observe(element);
    cleanups.push(() => observer.disconnect());
  }

  return {
    hydrated: () => {
      element.setAttribute(hydratedAttribute, '');
      earlyInput.restore();
      stopHolding();
      const submit = held;
      held = null;
      if (!submit?.form.isConnected) return;
      try {
        submit.form.requestSubmit(submit.submitter);
      } catch {
        // The submitter is gone or no longer this form's: submit the form as Enter would.
        submit.form.requestSubmit();
      }
    },
    stop: () => {
      stopTriggers();
      stopHolding();
    },
  };
}
