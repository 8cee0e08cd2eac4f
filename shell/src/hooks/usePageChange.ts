import { useEffect, useLayoutEffect, useRef } from 'react';
import { pageTitle } from '@codecrush/ui';
import { useLocation } from '@codecrush/ui/router';

const h1WaitMs = 10_000;

/** Focuses the page's h1 once it exists (a remote page may still be loading). */
function focusHeadingWhenReady(main: HTMLElement): () => void {
  const tryFocus = () => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = setTimeout(() => stop(), h1WaitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/**
 * On every page change (not the first load): scroll to the top, set the route's title and move
 * focus to the new page's h1, so keyboard and screen-reader users start at the content.
 */
export function usePageChange(mainId: string, title: string) {
  const { pathname } = useLocation();
  const first = useRef(true);
  // A layout effect runs before every page's own (passive) usePageMeta effect, so the route's
  // fallback title never overwrites the title a page sets for itself.
  useLayoutEffect(() => {
    document.title = pageTitle(title);
  }, [pathname, title]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const main = document.getElementById(mainId);
    return main ? focusHeadingWhenReady(main) : undefined;
  }, [pathname, mainId]);
}
