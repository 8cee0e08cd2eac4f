import { useCallback, useSyncExternalStore } from 'react';

// Stryker disable next-line StringLiteral: only the browser asks (the server and hydration take the server snapshot), and it always has a window
const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

const listen = (query: string, onChange: () => void) => {
  const mql = window.matchMedia(query);
  if (typeof mql.addEventListener === 'function') {
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  }
  mql.addListener(onChange);
  return () => mql.removeListener(onChange);
};

/**
 * Index of the first query in `queries` that matches, or -1. SSR-safe: the server snapshot (and
 * the hydration pass) is -1; the client re-renders with the real value. Also re-reads on resize.
 */
export function useFirstMatch(queries: readonly string[]): number {
  const key = queries.join('|');
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => undefined;
      const stops = (key ? key.split('|') : []).map((query) => listen(query, onChange));
      window.addEventListener('resize', onChange);
      return () => {
        stops.forEach((stop) => stop());
        window.removeEventListener('resize', onChange);
      };
    },
    [key],
  );
  const getSnapshot = () => (canMatch() ? queries.findIndex((query) => window.matchMedia(query).matches) : -1);
  return useSyncExternalStore(subscribe, getSnapshot, () => -1);
}

/** Whether one media query matches (false on the server). */
export function useMediaQuery(query: string): boolean {
  return useFirstMatch([query]) === 0;
}
