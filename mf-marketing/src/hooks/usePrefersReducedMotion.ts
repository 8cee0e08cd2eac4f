import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';
// Stryker disable next-line ConditionalExpression,StringLiteral: only the browser calls canMatch (the server renderer reads the server snapshot), and there window is always defined
const hasWindow = () => typeof window !== 'undefined';
const canMatch = () => hasWindow() && typeof window.matchMedia === 'function';

const subscribe = (onChange: () => void) => {
  if (!canMatch()) return () => undefined;
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** Whether the visitor asked for reduced motion (false on the server and during hydration). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => canMatch() && window.matchMedia(query).matches,
    () => false,
  );
}
