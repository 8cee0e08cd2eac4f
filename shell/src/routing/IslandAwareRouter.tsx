import { startTransition, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import type { Location, NavigationType } from 'react-router-dom';
import { hydrateIslandsNow, useRemoteModuleCache } from '@codecrush/composition';
import { keepsPage } from './keepsPage';
import { pageModuleOf } from './pageModule';

type RouterState = { action: NavigationType; location: Location };

/**
 * The browser router: React Router's BrowserRouter, except that
 * - a navigation that keeps the page mounted (same page, other params or query) first opens the
 *   gates of every deferred-hydration island on it. A navigation is a transition, and React holds
 *   a transition that reaches a still-dehydrated island until the island hydrates — which, gated,
 *   might be never;
 * - a navigation to another page whose module is already loaded (preloaded on intent) is an urgent
 *   update: the new page is on screen in the next frame, never behind a skeleton.
 */
export function IslandAwareRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<RouterState>({ action: history.action, location: history.location });
  const shown = useRef(history.location.pathname);
  const remotes = useRemoteModuleCache();
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const from = shown.current;
        shown.current = location.pathname;
        const next = { action, location };
        if (keepsPage(from, location.pathname)) {
          hydrateIslandsNow();
          startTransition(() => setState(next));
          return;
        }
        // Another page whose module has loaded (a link the visitor hovered): render it at once, in
        // the frame of the click, instead of a transition React may spread over several frames.
        const page = pageModuleOf(location.pathname);
        if (page && remotes?.isLoaded(page)) setState(next);
        else startTransition(() => setState(next));
      }),
    [history, remotes],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
