import { hydratedAttribute, hydrateIslandsNow, watchIsland } from './triggers';

/** A controllable IntersectionObserver: the test says when the island is near. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(near: boolean) {
    const entry = { isIntersecting: near, intersectionRect: { height: near ? 10 : 0 } } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

const idleCallbacks: IdleRequestCallback[] = [];

function island() {
  document.body.innerHTML = `<div id="island"><!--$--><form><input name="name" /><button type="submit">Send</button></form><!--/$--></div><p id="outside">outside</p>`;
  return document.getElementById('island') as HTMLElement;
}

const watch = (element: HTMLElement, idleWhenInView = false) => {
  const open = jest.fn();
  const watching = watchIsland(element, open, { margin: '0px', idleWhenInView });
  return { open, watching, observer: FakeObserver.instances.at(-1) as FakeObserver };
};

beforeEach(() => {
  FakeObserver.instances = [];
  idleCallbacks.length = 0;
  Object.assign(window, {
    IntersectionObserver: FakeObserver,
    requestIdleCallback: (callback: IdleRequestCallback) => idleCallbacks.push(callback),
    cancelIdleCallback: () => undefined,
  });
});

describe('watchIsland', () => {
  it('opens once when the island nears the viewport, not before', () => {
    const { open, observer } = watch(island());
    observer.report(false);
    expect(open).not.toHaveBeenCalled();
    observer.report(true);
    observer.report(true);
    expect(open).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
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
    const { open, observer } = watch(island(), true);
    observer.report(true);
    expect(open).not.toHaveBeenCalled();
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('opens at once when such an island comes near later (it was not in view at load)', () => {
    const { open, observer } = watch(island(), true);
    observer.report(false);
    observer.report(true);
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
    expect(observer.disconnected).toBe(true);
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
});
