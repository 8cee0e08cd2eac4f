import { EarlyInput } from './earlyInput';
import { hydrateIslandsEvent, hydratedAttribute, inputEvents, interactionEvents, whenIdleAfterLoad } from './triggers';
import type { IslandTriggerOptions } from './triggers';

export type IslandWatch = {
  /** The island has hydrated: a submit held meanwhile is sent now. */
  hydrated: () => void;
  /** Stops watching (the island unmounted). */
  stop: () => void;
};

type HeldSubmit = { form: HTMLFormElement; submitter: HTMLElement | null };

/** One island: opens once; until it has hydrated it holds a submit and keeps what was typed. */
class WatchedIsland {
  opened = false;
  held: HeldSubmit | null = null;
  readonly earlyInput = new EarlyInput();
  /** The observer has reported this island at least once (its first report is the load-time view). */
  reported = false;
  cancelIdle = () => undefined as void;

  constructor(
    readonly element: HTMLElement,
    readonly options: IslandTriggerOptions,
    private readonly onOpen: () => void,
  ) {}

  contains(target: EventTarget | null) {
    return target instanceof Node && this.element.contains(target);
  }

  open() {
    if (this.opened) return;
    this.opened = true;
    this.onOpen();
  }
}

/**
 * Watches every deferred-hydration island of a window with one set of listeners and one
 * IntersectionObserver per margin, whatever the number of islands. An island opens (its code loads)
 * on the first of: nearing the viewport, an interaction inside it, `hydrateIslandsNow()`, or — for
 * one that asks for it and is in view at load — the browser being idle after the load. Until it has
 * hydrated, a form submitted inside it is held (no native post to the API: the script's flow sends
 * it) and submitted again once it is live, and what the visitor typed is kept. Its forms get
 * `noValidate` at once: the script's rules apply.
 *
 * Listeners sit on the window in the capture phase: React stops discrete events that hit a
 * dehydrated boundary at its root, so nothing below the root would see them.
 */
export class IslandWatcher {
  /** Islands not yet hydrated. */
  private readonly islands = new Set<WatchedIsland>();
  private readonly observers = new Map<string, IntersectionObserver>();
  private readonly observed = new Map<Element, WatchedIsland>();

  constructor(private readonly target: Window) {}

  watch(element: HTMLElement, open: () => void, options: IslandTriggerOptions): IslandWatch {
    const island = new WatchedIsland(element, options, () => {
      this.stopTriggers(island);
      open();
    });
    if (this.islands.size === 0) this.listen(true);
    this.islands.add(island);
    // From here the script holds a submit and the form's own rules check it once the island is live;
    // the browser's check (the served HTML's contract while no script runs) would stop it unheld.
    for (const form of element.querySelectorAll('form')) form.noValidate = true;
    this.observe(island);
    return { hydrated: () => this.hydrated(island), stop: () => this.forget(island) };
  }

  private observe(island: WatchedIsland) {
    if (typeof IntersectionObserver === 'undefined') return island.open();
    const { margin } = island.options;
    let observer = this.observers.get(margin);
    if (!observer) {
      observer = new IntersectionObserver((entries) => this.onIntersection(entries), {
        rootMargin: margin,
        threshold: [0, 0.01],
      });
      this.observers.set(margin, observer);
    }
    this.observed.set(island.element, island);
    observer.observe(island.element);
  }

  private onIntersection(entries: IntersectionObserverEntry[]) {
    // A box that only touches the margin's edge (right below a full-height hero) does not count.
    const near = new Map<WatchedIsland, boolean>();
    for (const entry of entries) {
      const island = this.observed.get(entry.target);
      if (!island) continue;
      near.set(island, (near.get(island) ?? false) || (entry.isIntersecting && entry.intersectionRect.height > 0));
    }
    for (const [island, isNear] of near) {
      const initial = !island.reported;
      island.reported = true;
      if (!isNear) continue;
      if (initial && island.options.idleWhenInView) {
        this.unobserve(island);
        island.cancelIdle = whenIdleAfterLoad(this.target, () => island.open());
      } else island.open();
    }
  }

  private unobserve(island: WatchedIsland) {
    if (!this.observed.delete(island.element)) return;
    this.observers.get(island.options.margin)?.unobserve(island.element);
  }

  private stopTriggers(island: WatchedIsland) {
    this.unobserve(island);
    island.cancelIdle();
  }

  private hydrated(island: WatchedIsland) {
    island.element.setAttribute(hydratedAttribute, '');
    island.earlyInput.restore();
    this.forget(island);
    const submit = island.held;
    island.held = null;
    if (!submit?.form.isConnected) return;
    try {
      submit.form.requestSubmit(submit.submitter);
    } catch {
      // The submitter is gone or no longer this form's: submit the form as Enter would.
      submit.form.requestSubmit();
    }
  }

  private forget(island: WatchedIsland) {
    this.stopTriggers(island);
    if (!this.islands.delete(island) || this.islands.size > 0) return;
    this.listen(false);
    for (const observer of this.observers.values()) observer.disconnect();
    this.observers.clear();
  }

  private listen(on: boolean) {
    const toggle = on
      ? this.target.addEventListener.bind(this.target)
      : this.target.removeEventListener.bind(this.target);
    for (const type of interactionEvents) toggle(type, this.onInteraction, true);
    for (const type of inputEvents) toggle(type, this.onInput, true);
    toggle('submit', this.onSubmit, true);
    toggle(hydrateIslandsEvent, this.onHydrateAll, true);
  }

  private readonly onInteraction = (event: Event) => {
    for (const island of [...this.islands]) if (island.contains(event.target)) island.open();
  };

  private readonly onHydrateAll = () => {
    for (const island of [...this.islands]) island.open();
  };

  private readonly onInput = (event: Event) => {
    for (const island of this.islands) if (island.contains(event.target)) island.earlyInput.record(event.target);
  };

  private readonly onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    // The innermost island holding the form replays it once it is live.
    const holder = [...this.islands]
      .filter((island) => island.contains(form))
      .sort((a, b) => (a.element.contains(b.element) ? 1 : -1))[0];
    if (!holder) return;
    event.preventDefault();
    holder.held = { form, submitter: (event as SubmitEvent).submitter ?? null };
    holder.open();
  };
}

const watcherKey: unique symbol = Symbol.for('codecrush.islandWatcher');
type WatchedWindow = Window & { [watcherKey]?: IslandWatcher };

/**
 * The window's one island watcher: its listeners are the window's, so the window owns it, and every
 * bundle on the page (the shell's and the remotes') shares it.
 */
export function islandWatcherOf(target: Window): IslandWatcher {
  const owner = target as WatchedWindow;
  owner[watcherKey] ??= new IslandWatcher(target);
  return owner[watcherKey];
}
