import { startTransition, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import type { Location, NavigationType } from 'react-router-dom';
import { hydrateIslandsNow } from '@codecrush/ui';
import { keepsPage } from './keepsPage';

type RouterState = { action: NavigationType; location: Location };

/**
 * The browser router: React Router's BrowserRouter, except that a navigation that keeps the page
 * mounted (same page, other params or query) first opens the gates of every deferred-hydration
 * island on it. A navigation is a transition, and React holds a transition that reaches a
 * still-dehydrated island until the island hydrates — which, gated, might be never.
 */
export function IslandAwareRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<RouterState>({ action: history.action, location: history.location });
  const shown = useRef(history.location.pathname);
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        if (keepsPage(shown.current, location.pathname)) hydrateIslandsNow();
        shown.current = location.pathname;
        startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
