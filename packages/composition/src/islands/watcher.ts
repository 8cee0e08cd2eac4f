import { hydrateIslandsEvent, inputEvents, interactionEvents, whenIdleAfterLoad } from './triggers';
import type { IslandTriggerOptions } from './triggers';
import { WatchedIsland } from './watchedIsland';

export type IslandWatch = {
  /** The island has hydrated: what was typed comes back, a submit held meanwhile is sent now. */
  hydrated: () => void;
  /** Stops watching it (the island unmounted). */
  stop: () => void;
};

type WindowListener = [type: string, listener: (event: Event) => void];

/**
 * Watches every deferred-hydration island of one window with one set of capture listeners on the
 * window and one IntersectionObserver per margin, whatever the number of islands. An island opens
 * (see triggers.ts) on the first of its triggers; until it has hydrated, a submit or a click on a
 * script-only button inside it is held and what the visitor types is kept (see `WatchedIsland`). The listeners and observers exist only
 * while at least one island waits.
 *
 * Listeners sit on the window in the capture phase: React stops discrete events that hit a
 * dehydrated boundary at its root, so nothing below the root would see them.
 *
 * The listeners belong to a window, so the watcher does too: `IslandWatcher.of(window)` gives every
 * island in that window (the shell's and the remotes', which share this package) the same one, kept
 * in a map keyed by the window; another window, or a test, gets its own (`new IslandWatcher(win)`).
 */
export class IslandWatcher {
  private static readonly byWindow = new WeakMap<Window, IslandWatcher>();

  /** The watcher of `target`'s islands, made on first use. */
  static of(target: Window): IslandWatcher {
    const known = IslandWatcher.byWindow.get(target);
    if (known) return known;
    const made = new IslandWatcher(target);
    IslandWatcher.byWindow.set(target, made);
    return made;
  }

  /** The islands not yet hydrated, by their wrapper. */
  private readonly islands = new Map<Element, WatchedIsland>();
  private readonly observers = new Map<string, IntersectionObserver>();

  constructor(private readonly target: Window) {}

  /** Watches `element` (an island's wrapper) and calls `open` once, on its first trigger. */
  watch(element: HTMLElement, open: () => void, options: IslandTriggerOptions): IslandWatch {
    const island = new WatchedIsland(element, options, () => {
      this.stopTriggers(island);
      open();
    });
    if (this.islands.size === 0) this.listen(true);
    this.islands.set(element, island);
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
    observer.observe(island.element);
  }

  private onIntersection(entries: IntersectionObserverEntry[]) {
    const near = new Map<WatchedIsland, boolean>();
    for (const entry of entries) {
      const island = this.islands.get(entry.target);
      if (!island) continue;
      // A box that only touches the margin's edge (right below a full-height hero) does not count.
      const isNear = entry.isIntersecting && entry.intersectionRect.height > 0;
      near.set(island, (near.get(island) ?? false) || isNear);
    }
    for (const [island, isNear] of near) this.onNearness(island, isNear);
  }

  private onNearness(island: WatchedIsland, isNear: boolean) {
    const atLoad = !island.reported;
    island.reported = true;
    if (!isNear) return;
    if (atLoad && island.options.idleWhenInView) {
      this.unobserve(island);
      island.cancelIdle = whenIdleAfterLoad(this.target, () => island.open());
    } else island.open();
  }

  private unobserve(island: WatchedIsland) {
    this.observers.get(island.options.margin)?.unobserve(island.element);
  }

  /** The island opened or left: nothing more opens it. */
  private stopTriggers(island: WatchedIsland) {
    this.unobserve(island);
    island.cancelIdle();
  }

  private hydrated(island: WatchedIsland) {
    // Forgotten first: the submit it sends again must not be held again.
    this.forget(island);
    island.release();
  }

  private forget(island: WatchedIsland) {
    this.stopTriggers(island);
    if (this.islands.get(island.element) !== island) return;
    this.islands.delete(island.element);
    if (this.islands.size > 0) return;
    this.listen(false);
    for (const observer of this.observers.values()) observer.disconnect();
    this.observers.clear();
  }

  /** The watcher's window listeners: one per event type, for every island. */
  private listeners(): WindowListener[] {
    return [
      ...interactionEvents.map((type): WindowListener => [type, this.onInteraction]),
      ...inputEvents.map((type): WindowListener => [type, this.onInput]),
      ['submit', this.onSubmit],
      ['click', this.onClick],
      [hydrateIslandsEvent, this.onHydrateAll],
    ];
  }

  private listen(on: boolean) {
    // In the capture phase: an island hears an event before anything on its way down can stop it.
    const capture = true;
    for (const [type, listener] of this.listeners()) {
      if (on) this.target.addEventListener(type, listener, capture);
      else this.target.removeEventListener(type, listener, capture);
    }
  }

  /** The waiting islands around an event's target, innermost first. */
  private islandsAround(target: EventTarget | null): WatchedIsland[] {
    const around: WatchedIsland[] = [];
    for (let node = target instanceof Node ? target : null; node; node = node.parentNode) {
      const island = node instanceof Element ? this.islands.get(node) : undefined;
      if (island) around.push(island);
    }
    return around;
  }

  private readonly onInteraction = (event: Event) => {
    for (const island of this.islandsAround(event.target)) island.open();
  };

  private readonly onHydrateAll = () => {
    for (const island of [...this.islands.values()]) island.open();
  };

  private readonly onInput = (event: Event) => {
    for (const island of this.islandsAround(event.target)) island.record(event.target);
  };

  /**
   * A click on a `type="button"` button (nothing happens without its script: Copy Link, a carousel's
   * arrow) is held by the innermost waiting island around it and clicked again once it is live;
   * links and submit buttons act on their own (a submit is held as a submit). The held click goes no
   * further: should the island hydrate before it reaches React, the replay is still its only one.
   */
  private readonly onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button?.type !== 'button') return;
    const [holder] = this.islandsAround(button);
    if (!holder) return;
    event.stopPropagation();
    holder.holdClick(button);
  };

  /** The innermost waiting island around a submitted form holds it and sends it once it is live. */
  private readonly onSubmit = (event: Event) => {
    const form = event.target;
    // Stryker disable next-line ConditionalExpression: browsers fire submit at forms only (the check narrows the type)
    if (!(form instanceof HTMLFormElement)) return;
    const [holder] = this.islandsAround(form);
    if (!holder) return;
    event.preventDefault();
    holder.hold(form, (event as SubmitEvent).submitter ?? null);
  };
}
