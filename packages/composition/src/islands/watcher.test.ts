import { hydrateIslandsNow } from './triggers';
import { IslandWatcher } from './watcher';
import {
  FakeObserver,
  countWindowListeners,
  freshWatcher,
  idleCallbacks,
  idleOptions,
  island,
  islands,
  runIdle,
  watchWith,
} from './watcherTestKit';
import type { WatchOptions } from './watcherTestKit';

let watcher: IslandWatcher;
const watch = (element: HTMLElement, options?: WatchOptions) => watchWith(watcher, element, options);
const idleWhenInView = { idleWhenInView: true };

beforeEach(() => {
  watcher = freshWatcher();
});

describe('IslandWatcher: when an island opens', () => {
  it('once, when the island nears the viewport, not before', () => {
    const element = island();
    const { open, near, observer } = watch(element);
    near(false);
    expect(open).not.toHaveBeenCalled();
    near();
    near();
    expect(open).toHaveBeenCalledTimes(1);
    expect(observer.watched.has(element)).toBe(false);
  });

  it.each(['pointerdown', 'focusin', 'keydown'])('on %s inside the island, not outside it', (type) => {
    const element = island();
    const { open } = watch(element);
    document.getElementById('outside')?.dispatchEvent(new Event(type, { bubbles: true }));
    expect(open).not.toHaveBeenCalled();
    element.querySelector('input')?.dispatchEvent(new Event(type, { bubbles: true }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('on hydrateIslandsNow()', () => {
    const { open } = watch(island());
    hydrateIslandsNow();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('in view at load and asking for it: when the browser is idle after the load', () => {
    const { open, near } = watch(island(), idleWhenInView);
    near();
    expect(open).not.toHaveBeenCalled();
    expect(idleCallbacks).toHaveLength(1);
    runIdle();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('such an island coming near later (not in view at load): at once', () => {
    const { open, near } = watch(island(), idleWhenInView);
    near(false);
    near();
    expect(open).toHaveBeenCalledTimes(1);
    expect(idleCallbacks).toHaveLength(0);
  });

  it('never after stop(): every trigger is gone', () => {
    const element = island();
    const { open, watching, observer } = watch(element);
    watching.stop();
    hydrateIslandsNow();
    element.querySelector('input')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(open).not.toHaveBeenCalled();
    expect(observer.watched.size).toBe(0);
  });
});

describe('IslandWatcher: edge cases of when an island opens', () => {
  it('an island that only touches the edge of the margin (zero height in view) stays asleep', () => {
    const element = island();
    const { open, observer } = watch(element);
    observer.report(element, true, 0);
    expect(open).not.toHaveBeenCalled();
    observer.report(element, true, 1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('watches with the margin it is given', () => {
    watch(island(), { margin: '200px 0px' });
    expect(FakeObserver.instances.at(-1)?.options.rootMargin).toBe('200px 0px');
  });

  it('opens at once in a browser without IntersectionObserver', () => {
    Object.assign(window, { IntersectionObserver: undefined });
    const { open } = watch(island());
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('a visitor interacting before the idle callback opens the island at once, and only once', () => {
    const element = island();
    const { open, near } = watch(element, idleWhenInView);
    near();
    element.querySelector('input')?.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(open).toHaveBeenCalledTimes(1);
    runIdle();
    hydrateIslandsNow();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('in view while the page still loads: waits for the load, then for idle', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { open, near } = watch(island(), idleWhenInView);
    near();
    expect(idleCallbacks).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    expect(idleCallbacks).toHaveLength(1);
    expect(open).not.toHaveBeenCalled();
    runIdle();
    expect(open).toHaveBeenCalledTimes(1);
    readyState.mockRestore();
  });

  it('in view at load: opens within 2 s of the load even if the browser is never idle', () => {
    watch(island(), idleWhenInView).near();
    expect(idleOptions).toEqual([{ timeout: 2000 }]);
  });

  it('is told again when an island grows from touching the margin to 1 % in view', () => {
    watch(island());
    expect(FakeObserver.instances.at(-1)?.options.threshold).toEqual([0, 0.01]);
  });

  it('opens an island when any of the entries the browser reports together for it is near', () => {
    const element = island();
    const { open, observer } = watch(element);
    observer.reportTogether([
      [element, true],
      [element, false],
    ]);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('ignores a report about an island that has stopped', () => {
    const [a, b] = islands(2) as [HTMLElement, HTMLElement];
    const first = watch(a);
    watch(b);
    first.watching.stop();
    expect(() => first.near()).not.toThrow();
    expect(first.open).not.toHaveBeenCalled();
  });

  it('stopping an island again does not stop a new island on the same element', () => {
    const element = island();
    const before = watch(element);
    before.watching.stop();
    const after = watch(element);
    before.watching.stop();
    element.querySelector('input')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(after.open).toHaveBeenCalledTimes(1);
  });

  it('opens on an interaction even when the page stops the event on its way up', () => {
    const element = island();
    const { open } = watch(element);
    const input = element.querySelector('input') as HTMLInputElement;
    input.addEventListener('pointerdown', (event) => event.stopPropagation());
    input.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('unmounted while waiting for the load: the load no longer schedules anything', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { open, near, watching } = watch(island(), idleWhenInView);
    near();
    watching.stop();
    window.dispatchEvent(new Event('load'));
    expect(idleCallbacks).toHaveLength(0);
    expect(open).not.toHaveBeenCalled();
    readyState.mockRestore();
  });

  it('without requestIdleCallback, opens 200 ms after the load; stop() before that cancels it', () => {
    jest.useFakeTimers();
    Object.assign(window, { requestIdleCallback: undefined });
    const [a, b] = islands(2) as [HTMLElement, HTMLElement];
    const first = watch(a, idleWhenInView);
    first.near();
    jest.advanceTimersByTime(199);
    expect(first.open).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(first.open).toHaveBeenCalledTimes(1);
    const second = watch(b, idleWhenInView);
    second.near();
    second.watching.stop();
    jest.advanceTimersByTime(500);
    expect(second.open).not.toHaveBeenCalled();
    jest.useRealTimers();
  });

  it('stop() while waiting for idle cancels the idle callback', () => {
    const cancelIdleCallback = jest.fn();
    Object.assign(window, { cancelIdleCallback });
    const { near, watching } = watch(island(), idleWhenInView);
    near();
    watching.stop();
    expect(cancelIdleCallback).toHaveBeenCalledWith(1);
  });
});

describe('IslandWatcher: one set of listeners for all islands', () => {
  it('watches any number of islands with 8 window listeners and one observer per margin', () => {
    const listeners = countWindowListeners();
    try {
      const elements = islands(8);
      const watches = elements.map((element) => watch(element));
      const extra = document.createElement('div');
      document.body.append(extra);
      const other = watch(extra, { margin: '0px 0px 400px 0px' });
      expect(listeners.total()).toBe(8);
      expect(FakeObserver.instances).toHaveLength(2);
      expect(FakeObserver.instances[0]?.watched.size).toBe(8);

      // Only the island near the viewport opens; the others keep waiting on the same observer.
      watches[0]?.near();
      expect(watches[0]?.open).toHaveBeenCalledTimes(1);
      expect(watches[1]?.open).not.toHaveBeenCalled();
      elements[1]?.querySelector('input')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(watches[1]?.open).toHaveBeenCalledTimes(1);
      expect(watches[2]?.open).not.toHaveBeenCalled();
      expect(other.open).not.toHaveBeenCalled();
    } finally {
      listeners.restore();
    }
  });

  it('removes its window listeners and observers when the last island leaves, and starts again', () => {
    const listeners = countWindowListeners();
    try {
      const [a, b] = islands(2) as [HTMLElement, HTMLElement];
      const first = watch(a);
      const second = watch(b);
      first.watching.stop();
      expect(listeners.total()).toBe(8);
      second.watching.hydrated();
      expect(listeners.total()).toBe(0);
      expect(FakeObserver.instances.every((observer) => observer.disconnected)).toBe(true);

      const again = watch(a);
      expect(listeners.total()).toBe(8);
      hydrateIslandsNow();
      expect(again.open).toHaveBeenCalledTimes(1);
    } finally {
      listeners.restore();
    }
  });

  it('opens an island and the island around it on an interaction inside both', () => {
    const [outer] = islands(1) as [HTMLElement];
    const inner = document.createElement('div');
    const button = document.createElement('button');
    inner.append(button);
    outer.append(inner);
    const outerWatch = watch(outer);
    const innerWatch = watch(inner);
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(outerWatch.open).toHaveBeenCalledTimes(1);
    expect(innerWatch.open).toHaveBeenCalledTimes(1);
  });
});

describe('IslandWatcher.of', () => {
  it('gives every caller in a window the same watcher, apart from one a test makes itself', () => {
    expect(IslandWatcher.of(window)).toBe(IslandWatcher.of(window));
    expect(IslandWatcher.of(window)).not.toBe(watcher);
  });
});
