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
  report(near: boolean, height = near ? 10 : 0) {
    const entry = { isIntersecting: near, intersectionRect: { height } } as IntersectionObserverEntry;
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

describe('watchIsland: edge cases of when an island wakes', () => {
  it('an island that only touches the edge of the margin (zero height in view) stays asleep', () => {
    const { open, observer } = watch(island());
    observer.report(true, 0);
    expect(open).not.toHaveBeenCalled();
    observer.report(true, 1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('watches with the margin it is given', () => {
    const open = jest.fn();
    watchIsland(island(), open, { margin: '200px 0px', idleWhenInView: false });
    expect(FakeObserver.instances.at(-1)?.options.rootMargin).toBe('200px 0px');
  });

  it('opens at once in a browser without IntersectionObserver', () => {
    Object.assign(window, { IntersectionObserver: undefined });
    const { open } = watch(island());
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('a visitor interacting before the idle callback wakes the island at once, and only once', () => {
    const element = island();
    const { open, observer } = watch(element, true);
    observer.report(true);
    element.querySelector('input')?.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(open).toHaveBeenCalledTimes(1);
    idleCallbacks[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    hydrateIslandsNow();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('in view while the page still loads: waits for the load, then for idle', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { open, observer } = watch(island(), true);
    observer.report(true);
    expect(idleCallbacks).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idleCallbacks).toHaveLength(1);
    expect(open).not.toHaveBeenCalled();
    idleCallbacks[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(open).toHaveBeenCalledTimes(1);
    readyState.mockRestore();
  });

  it('unmounted while waiting for the load: the load no longer schedules anything', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { open, observer, watching } = watch(island(), true);
    observer.report(true);
    watching.stop();
    window.dispatchEvent(new Event('load'));
    expect(idleCallbacks).toHaveLength(0);
    expect(open).not.toHaveBeenCalled();
    readyState.mockRestore();
  });

  it('without requestIdleCallback, opens 200 ms after the load; stop() before that cancels it', () => {
    jest.useFakeTimers();
    Object.assign(window, { requestIdleCallback: undefined });
    const first = watch(island(), true);
    first.observer.report(true);
    jest.advanceTimersByTime(199);
    expect(first.open).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(first.open).toHaveBeenCalledTimes(1);
    const second = watch(island(), true);
    second.observer.report(true);
    second.watching.stop();
    jest.advanceTimersByTime(500);
    expect(second.open).not.toHaveBeenCalled();
    jest.useRealTimers();
  });

  it('stop() while waiting for idle cancels the idle callback', () => {
    const cancelIdleCallback = jest.fn();
    Object.assign(window, { cancelIdleCallback });
    const { observer, watching } = watch(island(), true);
    observer.report(true);
    watching.stop();
    expect(cancelIdleCallback).toHaveBeenCalledWith(1);
  });

  it('a submit outside the island is not held', () => {
    const element = island();
    const { open } = watch(element);
    const outside = document.createElement('form');
    document.body.append(outside);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    outside.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it('a held submit is sent again with the button that was pressed', () => {
    const element = island();
    const form = element.querySelector('form') as HTMLFormElement;
    const button = form.querySelector('button') as HTMLButtonElement;
    const { watching } = watch(element);
    const early = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button });
    form.dispatchEvent(early);
    const submitters: (HTMLElement | null)[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitters.push((event as SubmitEvent).submitter);
    });
    watching.hydrated();
    expect(submitters).toEqual([button]);
  });

  it('a held submit whose button left the form is sent as Enter would (no button)', () => {
    const element = island();
    const form = element.querySelector('form') as HTMLFormElement;
    const button = form.querySelector('button') as HTMLButtonElement;
    const { watching } = watch(element);
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button }));
    button.remove();
    const submitters: (HTMLElement | null)[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitters.push((event as SubmitEvent).submitter);
    });
    watching.hydrated();
    expect(submitters).toEqual([null]);
  });

  it('a held submit whose form was removed before hydration is dropped', () => {
    const element = island();
    const form = element.querySelector('form') as HTMLFormElement;
    const { watching } = watch(element);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    const submitted = jest.fn();
    form.addEventListener('submit', submitted);
    form.remove();
    watching.hydrated();
    expect(submitted).not.toHaveBeenCalled();
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
