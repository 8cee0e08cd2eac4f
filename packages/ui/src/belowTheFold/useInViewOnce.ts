import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

export type InViewOptions = { threshold?: number; rootMargin?: string };

/**
 * Already above the viewport when first observed: it was in view and the page moved on (a hydrated
 * block observed only after a fast scroll went past it; a client render mounts it as it comes in).
 */
const scrolledPast = (entry: IntersectionObserverEntry) =>
  entry.rootBounds != null && entry.boundingClientRect.bottom <= entry.rootBounds.top;

/**
 * True from the first time the element comes into view (IntersectionObserver, with an optional
 * margin around the viewport); it never turns back to false.
 */
export function useInViewOnce(
  ref: RefObject<Element | null>,
  { threshold = 0, rootMargin = '0px' }: InViewOptions = {},
) {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || seen) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      const frame = requestAnimationFrame(() => setSeen(true));
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting || scrolledPast(entry))) setSeen(true);
      },
      { threshold, rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, seen, threshold, rootMargin]);
  return seen;
}
