import { hydratedAttribute, hydrateIslandsNow } from './triggers';
import { IslandWatcher, islandWatcherOf } from './watcher';

/** A controllable IntersectionObserver: the test says when an island is near. */
class FakeObserver {
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
  report(element: Element, near: boolean) {
    const entry = {
      target: element,
      isIntersecting: near,
      intersectionRect: { height: near ? 10 : 0 },
    } as unknown as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

const idleCallbacks: IdleRequestCallback[] = [];
let watcher: IslandWatcher;

function islands(count = 1) {
  document.body.innerHTML =
    Array.from(
      { length: count },
      (_, i) =>
        `<div id="island-${i}"><!--$--><form><input name="name" /><button type="submit">Send</button></form><!--/$--></div>`,
    ).join('') + `<p id="outside">outside</p>`;
  return Array.from({ length: count }, (_, i) => document.getElementById(`island-${i}`) as HTMLElement);
}
const island = () => islands(1)[0] as HTMLElement;

const watch = (element: HTMLElement, idleWhenInView = false, margin = '0px') => {
  const open = jest.fn();
  const watching = watcher.watch(element, open, { margin, idleWhenInView });
  return { open, watching, observer: FakeObserver.instances.at(-1) as FakeObserver };
};

/** Counts the window listeners added minus those removed (the calls still go through). */
function countWindowListeners() {
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

beforeEach(() => {
  FakeObserver.instances = [];
  idleCallbacks.length = 0;
  Object.assign(window, {
    IntersectionObserver: FakeObserver,
    requestIdleCallback: (callback: IdleRequestCallback) => idleCallbacks.push(callback),
    cancelIdleCallback: () => undefined,
  });
  watcher = new IslandWatcher(window);
});

describe('IslandWatcher', () => {
  it('opens an island once when it nears the viewport, not before', () => {
    const element = island();
    const { open, observer } = watch(element);
    observer.report(element, false);
    expect(open).not.toHaveBeenCalled();
    observer.report(element, true);
    observer.report(element, true);
    expect(open).toHaveBeenCalledTimes(1);
    expect(observer.watched.has(element)).toBe(false);
  });

  it.each(['pointerdown', 'focusin', 'keydown'])('opens on %s inside the island, not outside it', (type) => {
    const element = island();
    const { open } = watch(element);
    document.getElementById('outside')?.dispatchEvent(new Event(type, { bubbles: true }));
    expect(open).not.toHaveBeenCalled();
    element.querySelector('input')?.dispatchEvent(new Event(type, { bubbles: true }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('opens on hydrateIslandsNow()', () => {
    const { open } = watch(island());
    hydrateIslandsNow();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('waits for idle after the load for an island in view at load that asks for it', () => {
    const element = island();
    const { open, observer } = watch(element, true);
    observer.report(element, true);
    expect(open).not.toHaveBeenCalled();
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('opens at once when such an island comes near later (it was not in view at load)', () => {
    const element = island();
    const { open, observer } = watch(element, true);
    observer.report(element, false);
    observer.report(element, true);
    expect(open).toHaveBeenCalledTimes(1);
    expect(idleCallbacks).toHaveLength(0);
  });

  it('holds a submit until the island has hydrated, then submits once', () => {
    const element = island();
    const form = element.querySelector('form') as HTMLFormElement;
    const { open, watching } = watch(element);
    const submitted = jest.fn((event: Event) => event.preventDefault());
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);

    form.addEventListener('submit', submitted);
    watching.hydrated();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(element.hasAttribute(hydratedAttribute)).toBe(true);
    const later = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(true); // only by the test's own listener
    expect(submitted).toHaveBeenCalledTimes(2);
  });

  it("turns the browser's own validation off in the island's forms as soon as the script watches them", () => {
    const element = island();
    const form = element.querySelector('form') as HTMLFormElement;
    expect(form.noValidate).toBe(false);
    watch(element);
    expect(form.noValidate).toBe(true);
  });

  it('stop() removes every trigger', () => {
    const element = island();
    const { open, watching, observer } = watch(element);
    watching.stop();
    hydrateIslandsNow();
    element.querySelector('input')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(open).not.toHaveBeenCalled();
    expect(observer.watched.size).toBe(0);
  });

  it('watches any number of islands with one set of window listeners and one observer per margin', () => {
    const listeners = countWindowListeners();
    try {
      const elements = islands(8);
      const watches = elements.map((element) => watch(element));
      const other = watch(island2Margin(elements), false, '0px 0px 400px 0px');
      expect(listeners.total()).toBe(7);
      expect(FakeObserver.instances).toHaveLength(2);
      expect(FakeObserver.instances[0]?.watched.size).toBe(8);

      // Only the island near the viewport opens; the others keep waiting on the same observer.
      const [first, second] = elements as [HTMLElement, HTMLElement];
      FakeObserver.instances[0]?.report(first, true);
      expect(watches[0]?.open).toHaveBeenCalledTimes(1);
      expect(watches[1]?.open).not.toHaveBeenCalled();
      second.querySelector('input')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(watches[1]?.open).toHaveBeenCalledTimes(1);
      expect(watches[2]?.open).not.toHaveBeenCalled();
      expect(other.open).not.toHaveBeenCalled();
    } finally {
      listeners.restore();
    }
  });

  it('removes its window listeners and observers when the last island leaves', () => {
    const listeners = countWindowListeners();
    try {
      const [a, b] = islands(2) as [HTMLElement, HTMLElement];
      const first = watch(a);
      const second = watch(b);
      first.watching.stop();
      expect(listeners.total()).toBe(7);
      second.watching.hydrated();
      expect(listeners.total()).toBe(0);
      expect(FakeObserver.instances.every((observer) => observer.disconnected)).toBe(true);
    } finally {
      listeners.restore();
    }
  });

  it('holds a submit in the island whose form it is, not in the others', () => {
    const [a, b] = islands(2) as [HTMLElement, HTMLElement];
    const first = watch(a);
    const second = watch(b);
    (b.querySelector('form') as HTMLFormElement).dispatchEvent(
      new Event('submit', { bubbles: true, cancelable: true }),
    );
    expect(second.open).toHaveBeenCalledTimes(1);
    expect(first.open).not.toHaveBeenCalled();
  });
});

/** A ninth island under another margin, appended beside the others. */
function island2Margin(elements: HTMLElement[]) {
  const element = document.createElement('div');
  elements.at(-1)?.after(element);
  return element;
}

describe('islandWatcherOf', () => {
  it('gives every caller on a window the same watcher', () => {
    expect(islandWatcherOf(window)).toBe(islandWatcherOf(window));
    expect(islandWatcherOf(window)).not.toBe(watcher);
  });
});

describe('early input', () => {
  it('types in again what hydrating code reset, with an input event', () => {
    const element = island();
    const input = element.querySelector('input') as HTMLInputElement;
    const { watching } = watch(element);
    input.value = 'Ada';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.value = ''; // a form library writing its default value while hydrating
    const seen = jest.fn();
    input.addEventListener('input', () => seen(input.value));
    watching.hydrated();
    expect(input.value).toBe('Ada');
    expect(seen).toHaveBeenCalledWith('Ada');
  });

  it('keeps no input typed outside the island', () => {
    const element = island();
    const outside = document.createElement('input');
    document.body.append(outside);
    const { watching } = watch(element);
    outside.value = 'elsewhere';
    outside.dispatchEvent(new Event('input', { bubbles: true }));
    outside.value = '';
    watching.hydrated();
    expect(outside.value).toBe('');
  });
});
