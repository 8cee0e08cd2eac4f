import { act, useState } from 'react';
import type { ReactElement } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { ThemeRoot } from '@codecrush/ui';
import { Island, island } from './Island';
import { hydrateIslandsNow, hydratedAttribute } from './triggers';
import { FakeObserver, freshWatcher, idleCallbacks, runIdle } from './watcherTestKit';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
const served = '<div data-island="greeting"><!--$--><p>Hello <!-- -->Ada</p><!--/$--></div>';

/** An IntersectionObserver that never reports: the island is far below the viewport. */
class FarAwayObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Renders `ui` afresh in the browser (a client-side navigation: no server HTML), under the theme. */
const renderFresh = (ui: ReactElement) => render(<ThemeRoot>{ui}</ThemeRoot>);
const wrapperOf = (name: string) => document.querySelector(`[data-island="${name}"]`) as HTMLElement;

describe('Island rendered afresh in the browser', () => {
  beforeEach(() => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true, IntersectionObserver: FarAwayObserver });
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // React logs the caught failures
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows its fallback until a trigger, then the component, and counts as hydrated', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    await act(async () => {
      renderFresh(<Island name="greeting" load={load} props={{ name: 'Ada' }} fallback={<p>Loading greeting</p>} />);
    });
    expect(screen.getByText('Loading greeting')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    await act(async () => hydrateIslandsNow());
    expect(load).toHaveBeenCalledWith(0);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(wrapperOf('greeting')).toHaveAttribute(hydratedAttribute);
  });

  it('Try again after a failed load loads the code again, as the next attempt, and shows the island', async () => {
    const load = jest.fn<Promise<typeof Greeting>, [number]>();
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Greeting);
    await act(async () => {
      renderFresh(<Island name="greeting" load={load} props={{ name: 'Ada' }} />);
    });
    await act(async () => hydrateIslandsNow());
    expect(screen.getByRole('alert')).toHaveTextContent('This section is temporarily unavailable');

    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(load.mock.calls).toEqual([[0], [1]]);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(wrapperOf('greeting')).toHaveAttribute(hydratedAttribute);
  });

  it('a retry that fails again shows the notice again, and the next Try again still works', async () => {
    const load = jest.fn<Promise<typeof Greeting>, [number]>();
    load
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('still offline'))
      .mockResolvedValueOnce(Greeting);
    await act(async () => {
      renderFresh(<Island name="greeting" load={load} props={{ name: 'Ada' }} />);
    });
    await act(async () => hydrateIslandsNow());
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(screen.getByRole('alert')).toHaveTextContent('This section is temporarily unavailable');

    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(load.mock.calls).toEqual([[0], [1], [2]]);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  });

  it('a failed island rendered afresh shows the notice, not its loading fallback below it', async () => {
    await act(async () => {
      renderFresh(
        <Island
          name="greeting"
          load={() => Promise.reject(new Error('offline'))}
          props={{ name: 'Ada' }}
          fallback={<p>Loading greeting</p>}
        />,
      );
    });
    await act(async () => hydrateIslandsNow());
    expect(screen.getByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    expect(screen.queryByText('Loading greeting')).not.toBeInTheDocument();
  });

  it('an island removed before any trigger never loads its code', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    let view: ReturnType<typeof renderFresh> | undefined;
    await act(async () => {
      view = renderFresh(<Island name="greeting" load={load} props={{ name: 'Ada' }} />);
    });
    act(() => view?.unmount());
    await act(async () => hydrateIslandsNow());
    expect(load).not.toHaveBeenCalled();
  });

  it('island(): a component that renders its island with the props it is given', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const Deferred = island('greeting', load, { fallback: <p>Loading greeting</p> });
    await act(async () => {
      renderFresh(<Deferred name="Grace" />);
    });
    expect(wrapperOf('greeting')).toHaveTextContent('Loading greeting');
    await act(async () => hydrateIslandsNow());
    expect(wrapperOf('greeting')).toHaveTextContent('Hello Grace');
  });
});

describe('when an island opens', () => {
  beforeEach(() => {
    freshWatcher(); // a fake IntersectionObserver and test-run idle callbacks on this window
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  });

  /** The observer watching the island's wrapper with that margin around the viewport. */
  const observerOf = (name: string, margin: string) => {
    const observer = FakeObserver.instances.find((o) => o.options.rootMargin === margin);
    expect(observer?.watched.has(wrapperOf(name))).toBe(true);
    return observer as FakeObserver;
  };

  it('by default: as soon as it comes within 200px below the viewport', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    await act(async () => {
      renderFresh(<Island name="greeting" load={load} props={{ name: 'Ada' }} />);
    });
    await act(async () => observerOf('greeting', '0px 0px 200px 0px').report(wrapperOf('greeting'), true));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(idleCallbacks).toHaveLength(0);
  });

  it('with a margin of its own: when it comes within that margin', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    await act(async () => {
      renderFresh(<Island name="greeting" load={load} props={{ name: 'Ada' }} margin="600px 0px" />);
    });
    await act(async () => observerOf('greeting', '600px 0px').report(wrapperOf('greeting'), true));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a form in view at load (idleWhenInView): when the browser is idle, not at once', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    await act(async () => {
      renderFresh(<Island name="greeting" load={load} props={{ name: 'Ada' }} idleWhenInView />);
    });
    await act(async () => observerOf('greeting', '0px 0px 200px 0px').report(wrapperOf('greeting'), true));
    expect(load).not.toHaveBeenCalled();
    await act(async () => runIdle());
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  });
});

describe('a click before the code came', () => {
  let root: Root | undefined;
  beforeEach(() =>
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true, IntersectionObserver: FarAwayObserver }),
  );
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
  });

  function Counter() {
    const [clicks, setClicks] = useState(0);
    return (
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        Clicked {clicks}
      </button>
    );
  }

  it('opens the island and is replayed once it is live', async () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<div data-island="counter"><!--$--><button type="button">Clicked <!-- -->0</button><!--/$--></div>';
    document.body.append(container);
    const load = jest.fn(() => Promise.resolve(Counter));
    await act(async () => {
      root = hydrateRoot(container, <Island name="counter" load={load} props={{}} />);
    });
    const button = container.querySelector('button') as HTMLButtonElement;

    await act(async () => {
      fireEvent.pointerDown(button);
      button.click();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBe(button);
    expect(button).toHaveTextContent('Clicked 1');
  });
});

// Last in the file: React throws the recoverable hydration error of the island that fails to load
// below in the next act() that flushes its root's work, which would be the next test's.
describe('Island in the browser', () => {
  let root: Root | undefined;
  beforeEach(() =>
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true, IntersectionObserver: FarAwayObserver }),
  );
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
  });

  it('keeps the served HTML as it is until a trigger, then hydrates the same nodes', async () => {
    const container = document.createElement('div');
    container.innerHTML = served;
    document.body.append(container);
    const paragraph = container.querySelector('p');
    const load = jest.fn(() => Promise.resolve(Greeting));
    const errors = jest.fn();

    await act(async () => {
      root = hydrateRoot(container, <Island name="greeting" load={load} props={{ name: 'Ada' }} />, {
        onRecoverableError: errors,
      });
    });
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('p')).toBe(paragraph);
    expect(container.querySelector(`[${hydratedAttribute}]`)).toBeNull();

    await act(async () => hydrateIslandsNow());
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('p')).toBe(paragraph);
    expect(container.querySelector(`[${hydratedAttribute}]`)).not.toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps the served content readable under the notice when the code fails to load', async () => {
    const container = document.createElement('div');
    container.innerHTML = served;
    document.body.append(container);
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await act(async () => {
      root = hydrateRoot(
        container,
        <ThemeRoot>
          <Island name="greeting" load={load} props={{ name: 'Ada' }} />
        </ThemeRoot>,
        { onRecoverableError: () => undefined },
      );
    });
    expect(container.querySelector('[role="alert"]')).toBeNull();
    await act(async () => hydrateIslandsNow());
    expect(container.querySelector('[role="alert"]')).not.toBeNull();
    expect(container.textContent).toContain('Hello Ada');
  });
});
