import styled from '@emotion/styled';
import { Children, Suspense, lazy, useRef } from 'react';
import type { ReactNode } from 'react';
import type { CarouselBreakpoint, CarouselProps } from '../carousel/types';
import { useInViewOnce } from './useInViewOnce';

/** The carousel library (react-slick) is fetched only when a carousel comes near the viewport. */
const Carousel = lazy(() => import('@codecrush/ui/carousel').then((module) => ({ default: module.Carousel })));

/** Until then the same slides show as a plain row, so text, images and links are there from the start. */
// Stryker disable next-line ObjectLiteral: emotion's default filter for an HTML tag (valid HTML props only) drops these four as well
const Row = styled('ul', {
  shouldForwardProp: (p) => p !== 'perView' && p !== 'rules' && p !== 'arrows' && p !== 'autoplay',
})<{
  perView: number;
  rules: readonly CarouselBreakpoint[];
  arrows: boolean;
  autoplay: boolean;
}>(({ theme, perView, rules, arrows, autoplay }) => ({
  display: 'grid',
  // The carousel's arrows sit beside the slides and its pause button below them (2.5rem buttons).
  paddingInline: arrows ? `calc(2.5rem + ${theme.space.sm})` : 0,
  paddingBottom: autoplay ? `calc(2.5rem + ${theme.space.sm})` : 0,
  gridAutoFlow: 'column',
  gridAutoColumns: `calc(100% / ${perView})`,
  overflow: 'hidden',
  listStyle: 'none',
  margin: 0,
  '& > li': { paddingInline: perView > 1 ? theme.space.xs : 0 },
  // Widest rule first, so a narrower one overrides it (the carousel's own breakpoints).
  ...Object.fromEntries(
    [...rules]
      .sort((a, b) => b.below - a.below)
      .map((rule) => [
        `@media (max-width: ${rule.below - 0.02}px)`,
        {
          gridAutoColumns: `calc(100% / ${rule.slidesToShow})`,
          '& > li': { paddingInline: rule.slidesToShow > 1 ? theme.space.xs : 0 },
        },
      ]),
  ),
}));

export type LazyCarouselProps = CarouselProps;

/** The shared Carousel, its code loaded near the viewport; its slides are in the markup before that. */
export function LazyCarousel({ children, ...props }: LazyCarouselProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useInViewOnce(ref, { rootMargin: '300px 0px' });
  const row: ReactNode = (
    <Row
      perView={props.slidesToShow}
      rules={props.responsive ?? []}
      arrows={props.arrows ?? true}
      autoplay={props.autoplay ?? false}
      aria-label={props.label}
    >
      {Children.map(children, (child) => (
        <li>{child}</li>
      ))}
    </Row>
  );
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={row}>
          <Carousel {...props}>{children}</Carousel>
        </Suspense>
      ) : (
        row
      )}
    </div>
  );
}
