import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { ThemeRoot } from '@codecrush/ui';
import { Island } from './Island';
import { hydrateIslandsNow, hydratedAttribute } from './triggers';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
const served = '<div data-island="greeting"><!--$--><p>Hello <!-- -->Ada</p><!--/$--></div>';

/** An IntersectionObserver that never reports: the island is far below the viewport. */
class FarAwayObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

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
