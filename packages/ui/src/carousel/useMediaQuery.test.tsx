import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useFirstMatch, useMediaQuery } from './useMediaQuery';

type Listener = () => void;

/**
 * A browser's media queries the test answers (`answer`) and changes (`change`). Its lists have
 * addEventListener only (not the deprecated addListener), or with `legacy` only the old
 * addListener/removeListener (Safari before 14).
 */
function fakeMedia({ legacy = false } = {}) {
  const answers = new Map<string, boolean>();
  const listeners = new Map<string, Set<Listener>>();
  const on = (query: string) => listeners.get(query) ?? listeners.set(query, new Set()).get(query)!;
  const matchMedia = jest.fn((query: string) => {
    const modern = {
      addEventListener: (type: string, listener: Listener) => type === 'change' && on(query).add(listener),
      removeEventListener: (type: string, listener: Listener) => type === 'change' && on(query).delete(listener),
    };
    const old = {
      addListener: (listener: Listener) => on(query).add(listener),
      removeListener: (listener: Listener) => on(query).delete(listener),
    };
    return { matches: answers.get(query) ?? false, media: query, ...(legacy ? old : modern) };
  });
  Object.assign(window, { matchMedia });
  return {
    matchMedia,
    /** How many listeners each query has, for the queries that ever had one. */
    listening: () => Object.fromEntries([...listeners].map(([query, set]) => [query, set.size])),
    change(query: string, matches: boolean) {
      answers.set(query, matches);
      act(() => on(query).forEach((listener) => listener()));
    },
    answer(query: string, matches: boolean) {
      answers.set(query, matches);
    },
  };
}

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  Object.assign(window, { matchMedia: originalMatchMedia });
  jest.restoreAllMocks();
});

const narrow = '(max-width: 767.98px)';
const medium = '(max-width: 1023.98px)';

describe('useFirstMatch', () => {
  it('is the index of the first query that matches, or -1', () => {
    const media = fakeMedia();
    media.answer(medium, true);
    expect(renderHook(() => useFirstMatch([narrow, medium])).result.current).toBe(1);
    media.answer(narrow, true);
    expect(renderHook(() => useFirstMatch([narrow, medium])).result.current).toBe(0);
    expect(renderHook(() => useFirstMatch(['(min-width: 2000px)'])).result.current).toBe(-1);
  });

  it('follows each query’s changes, listening to exactly those queries, and stops when unmounted', () => {
    const media = fakeMedia();
    const { result, unmount } = renderHook(() => useFirstMatch([narrow, medium]));
    expect(media.listening()).toEqual({ [narrow]: 1, [medium]: 1 });
    media.change(medium, true);
    expect(result.current).toBe(1);
    media.change(narrow, true);
    expect(result.current).toBe(0);
    unmount();
    expect(media.listening()).toEqual({ [narrow]: 0, [medium]: 0 });
  });

  it('listens the old way where a browser’s media lists have no addEventListener', () => {
    const media = fakeMedia({ legacy: true });
    const { result, unmount } = renderHook(() => useFirstMatch([narrow]));
    media.change(narrow, true);
    expect(result.current).toBe(0);
    unmount();
    expect(media.listening()).toEqual({ [narrow]: 0 });
  });

  it('re-reads on resize, and stops listening to resizes when unmounted', () => {
    const media = fakeMedia();
    const added = jest.spyOn(window, 'addEventListener');
    const removed = jest.spyOn(window, 'removeEventListener');
    const { result, unmount } = renderHook(() => useFirstMatch([narrow]));
    media.answer(narrow, true);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(result.current).toBe(0);
    const onResize = added.mock.calls.find(([type]) => type === 'resize')?.[1];
    unmount();
    expect(removed).toHaveBeenCalledWith('resize', onResize);
  });

  it('moves its listeners to new queries', () => {
    const media = fakeMedia();
    const { result, rerender } = renderHook(({ queries }) => useFirstMatch(queries), {
      initialProps: { queries: [narrow] },
    });
    rerender({ queries: [medium] });
    expect(media.listening()).toEqual({ [narrow]: 0, [medium]: 1 });
    media.change(medium, true);
    expect(result.current).toBe(0);
  });

  it('asks nothing of the browser for no queries', () => {
    const media = fakeMedia();
    expect(renderHook(() => useFirstMatch([])).result.current).toBe(-1);
    expect(media.matchMedia).not.toHaveBeenCalled();
  });

  it('is -1 where there is no matchMedia at all', () => {
    Object.assign(window, { matchMedia: undefined });
    const { result, unmount } = renderHook(() => useFirstMatch([narrow]));
    expect(result.current).toBe(-1);
    expect(() => unmount()).not.toThrow();
  });
});

describe('useFirstMatch on the server', () => {
  function Probe() {
    return <p>{useFirstMatch([narrow, medium])}</p>;
  }

  it('matches nothing, whatever the media would answer: the page is rendered with the base settings', () => {
    const media = fakeMedia();
    media.answer(narrow, true);
    expect(renderToString(<Probe />)).toBe('<p>-1</p>');
  });
});

describe('useMediaQuery', () => {
  it('is whether its one query matches', () => {
    const media = fakeMedia();
    const { result } = renderHook(() => useMediaQuery(narrow));
    expect(result.current).toBe(false);
    media.change(narrow, true);
    expect(result.current).toBe(true);
  });
});
