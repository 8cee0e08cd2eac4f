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

/** The island's triggers: `openOnce` opens it on the first one and stops them all. */
type Triggers = {
  openOnce: () => void;
  /** Registers how to stop a trigger (run when the island opens or unmounts). */
  onStop: (cleanup: () => void) => void;
  stop: () => void;
};

function onceOpener(open: () => void): Triggers {
  const cleanups: (() => void)[] = [];
  let opened = false;
  const stop = () => cleanups.splice(0).forEach((cleanup) => cleanup());
  return {
    openOnce: () => {
      if (opened) return;
      opened = true;
      stop();
      open();
    },
    onStop: (cleanup) => cleanups.push(cleanup),
    stop,
  };
}

const insideOf = (element: HTMLElement) => (event: Event) =>
  event.target instanceof Node && element.contains(event.target);

/** The visitor interacting inside the island, or `hydrateIslandsNow()`. */
function listenForInteraction(element: HTMLElement, triggers: Triggers) {
  const listen = (type: string, listener: (event: Event) => void) => {
    window.addEventListener(type, listener, true);
    triggers.onStop(() => window.removeEventListener(type, listener, true));
  };
  const isInside = insideOf(element);
  for (const type of interactionEvents) listen(type, (event) => isInside(event) && triggers.openOnce());
  listen(hydrateIslandsEvent, triggers.openOnce);
}

/**
 * The island nearing the viewport (at once where there is no IntersectionObserver); for an island
 * that asks for it and is in view at load, the browser being idle after the load.
 */
function observeNearness(element: HTMLElement, options: IslandTriggerOptions, triggers: Triggers) {
  if (typeof IntersectionObserver === 'undefined') {
    triggers.openOnce();
    return;
  }
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
        triggers.onStop(whenIdleAfterLoad(triggers.openOnce));
      } else triggers.openOnce();
    },
    { rootMargin: options.margin, threshold: [0, 0.01] },
  );
  observer.observe(element);
  triggers.onStop(() => observer.disconnect());
}

/** Sends a held submit again, by the button that sent it where that still can. */
function resubmit(submit: HeldSubmit | null) {
  if (!submit?.form.isConnected) return;
  try {
    submit.form.requestSubmit(submit.submitter);
  } catch {
    // The submitter is gone or no longer this form's: submit the form as Enter would.
    submit.form.requestSubmit();
  }
}

/**
 * Until the island has hydrated: a form submitted inside it is held (no native post to the API:
 * the script's flow sends it) and opens the island, its forms are left to the script's rules, and
 * what the visitor types is kept (see `rememberEarlyInput`).
 */
function holdUntilHydrated(element: HTMLElement, openOnce: () => void) {
  let held: HeldSubmit | null = null;
  const isInside = insideOf(element);
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
  const stop = () => {
    window.removeEventListener('submit', onSubmit, true);
    earlyInput.stop();
  };
  return {
    /** The island is live: what was typed comes back, holding stops, a held submit is sent. */
    release: () => {
      earlyInput.restore();
      stop();
      const submit = held;
      held = null;
      resubmit(submit);
    },
    stop,
  };
}

/**
 * Watches `element` (the island's wrapper) and calls `open` once, on the first trigger. Until the
 * island has hydrated, a form submitted inside it is held (no native post to the API: the script's
 * flow sends it) and submitted again once the island is live, and what the visitor typed is kept
 * (see `rememberEarlyInput`). Its forms get `noValidate` at once: the script's rules apply.
 */
export function watchIsland(element: HTMLElement, open: () => void, options: IslandTriggerOptions): IslandWatch {
  const triggers = onceOpener(open);
  listenForInteraction(element, triggers);
  const holding = holdUntilHydrated(element, triggers.openOnce);
  observeNearness(element, options, triggers);
  return {
    hydrated: () => {
      element.setAttribute(hydratedAttribute, '');
      holding.release();
    },
    stop: () => {
      triggers.stop();
      holding.stop();
    },
  };
}
