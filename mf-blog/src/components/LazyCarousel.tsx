import { Suspense, lazy } from 'react';
import type { CarouselProps } from '@codecrush/ui/carousel';
import { NearViewport, SkeletonBlock } from '@codecrush/ui';

/** The carousel library (react-slick) is fetched only when a carousel comes near the viewport. */
const Carousel = lazy(() => import('@codecrush/ui/carousel').then((module) => ({ default: module.Carousel })));

export type LazyCarouselProps = CarouselProps & { placeholderHeight: string };

export function LazyCarousel({ placeholderHeight, ...props }: LazyCarouselProps) {
  const placeholder = <SkeletonBlock height={placeholderHeight} aria-hidden="true" />;
  return (
    <NearViewport placeholderHeight={placeholderHeight}>
      <Suspense fallback={placeholder}>
        <Carousel {...props} />
      </Suspense>
    </NearViewport>
  );
}
