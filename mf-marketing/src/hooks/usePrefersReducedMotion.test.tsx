import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

const reduceQuery = '(prefers-reduced-motion: reduce)';

/** A media query list whose answer a test sets, with the listeners the hook added. */
function fakeMedia(matches: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches,
    addEventListener: jest.fn((type: string, listener: () => void) => {
      if (type === 'change') listeners.add(listener);
    }),
    removeEventListener: jest.fn((type: string, listener: () => void) => {
      if (type === 'change') listeners.delete(listener);
    }),
  };
  const matchMedia = jest.fn((query: string) => (query === reduceQuery ? list : { ...list, matches: false }));
  const original = window.matchMedia;
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true, writable: true });
  return {
    matchMedia,
    listeners,
    change(next: boolean) {
      list.matches = next;
      listeners.forEach((listener) => listener());
    },
    restore: () => Object.defineProperty(window, 'matchMedia', { value: original, configurable: true, writable: true }),
  };
}

let media: ReturnType<typeof fakeMedia> | undefined;
afterEach(() => media?.restore());

function Probe() {
  return <p>{String(usePrefersReducedMotion())}</p>;
}

describe('usePrefersReducedMotion', () => {
  it("answers the visitor's setting", () => {
    media = fakeMedia(true);
    expect(renderHook(() => usePrefersReducedMotion()).result.current).toBe(true);
    expect(media.matchMedia).toHaveBeenCalledWith(reduceQuery);
    media.restore();
    media = fakeMedia(false);
    expect(renderHook(() => usePrefersReducedMotion()).result.current).toBe(false);
  });

  it('follows a change of the setting, and stops listening when unmounted', () => {
    media = fakeMedia(false);
    const { result, unmount } = renderHook(() => usePrefersReducedMotion());
    expect(media.listeners.size).toBe(1);
    act(() => media?.change(true));
    expect(result.current).toBe(true);
    act(() => media?.change(false));
    expect(result.current).toBe(false);
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('is false where the browser cannot match media queries', () => {
    media = fakeMedia(true);
    Object.defineProperty(window, 'matchMedia', { value: undefined, configurable: true, writable: true });
    const { result, unmount } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    unmount();
  });

  it('is false on the server, whatever the setting', () => {
    media = fakeMedia(true);
    expect(renderToString(<Probe />)).toBe('<p>false</p>');
  });
});
