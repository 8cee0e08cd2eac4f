/**
 * Pieces used only inside deferred-hydration islands. Not a shared module: each remote bundles
 * them into its islands' chunks, so they are never part of a page's first load.
 */
export { LazyCarousel } from './LazyCarousel';
export type { LazyCarouselProps } from './LazyCarousel';
export { useInViewOnce } from './useInViewOnce';
export type { InViewOptions } from './useInViewOnce';
