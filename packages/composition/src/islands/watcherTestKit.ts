import { IslandWatcher } from './watcher';

/** A controllable IntersectionObserver: the test says when an island is near. */
export class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly watched = new Set<Element>();
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.disconnected = true;
    this.watched.clear();
  }
  /** Reports `element` near (in the margin with some height) or not. */
  report(element: Element, near: boolean, height = near ? 10 : 0) {
    this.reportTogether([[element, near, height]]);
  }
  /** Several entries in one callback, as the browser batches them: `[element, near, height?]`. */
  reportTogether(sightings: readonly (readonly [Element, boolean, number?])[]) {
    const entries = sightings.map(([target, near, height = near ? 10 : 0]) => ({
      target,
      isIntersecting: near,
      intersectionRect: { height },
    }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

/** The idle callbacks the page asked for, run by the test, and the options it asked with. */
export const idleCallbacks: IdleRequestCallback[] = [];
export const idleOptions: (IdleRequestOptions | undefined)[] = [];
export const runIdle = (index = 0) => idleCallbacks[index]?.({ didTimeout: false, timeRemaining: () => 10 });

/** Islands with a form each, then a paragraph outside them; returns the islands' wrappers. */
export function islands(count = 1): HTMLElement[] {
  const markup = Array.from(
    { length: count },
    (_, i) =>
      `<div id="island-${i}"><!--$--><form><input name="name" /><button type="submit">Send</button></form><!--/$--></div>`,
  );
  document.body.innerHTML = `${markup.join('')}<p id="outside">outside</p>`;
  return Array.from({ length: count }, (_, i) => document.getElementById(`island-${i}`) as HTMLElement);
}
export const island = () => islands(1)[0] as HTMLElement;

/** A fresh watcher of this window, a fake IntersectionObserver and test-run idle callbacks. */
export function freshWatcher(): IslandWatcher {
  FakeObserver.instances = [];
  idleCallbacks.length = 0;
  idleOptions.length = 0;
  Object.assign(window, {
    IntersectionObserver: FakeObserver,
    requestIdleCallback: (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      idleOptions.push(options);
      return idleCallbacks.push(callback);
    },
    cancelIdleCallback: () => undefined,
  });
  return new IslandWatcher(window);
}

export type WatchOptions = { idleWhenInView?: boolean; margin?: string };

/** Watches `element` with `watcher`; `open` records the openings. */
export function watchWith(watcher: IslandWatcher, element: HTMLElement, options: WatchOptions = {}) {
  const open = jest.fn();
  const margin = options.margin ?? '0px';
  const watching = watcher.watch(element, open, { margin, idleWhenInView: options.idleWhenInView ?? false });
  const observer = FakeObserver.instances.find((o) => o.options.rootMargin === margin) as FakeObserver;
  return { open, watching, observer, near: (isNear = true) => observer.report(element, isNear) };
}

/** Counts the window listeners added minus those removed (the calls still go through). */
export function countWindowListeners() {
  const add = jest.spyOn(window, 'addEventListener');
  const remove = jest.spyOn(window, 'removeEventListener');
  return {
    total: () => add.mock.calls.length - remove.mock.calls.length,
    restore: () => {
      add.mockRestore();
      remove.mockRestore();
    },
  };
}
