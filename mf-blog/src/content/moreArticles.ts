import { tokens } from '@codecrush/ui';
import type { BlogPostId } from '@codecrush/contracts';

/** Blog carousel — 4 slides, 2 below 1024 px, 1 below 768 px (dots, no arrows), 500 ms, infinite. */
export const moreArticlesCarousel = {
  slidesToShow: 4,
  speed: 500,
  infinite: true,
  arrows: true,
  dots: false,
  responsive: [
    { below: tokens.breakpoints.desktop, slidesToShow: 2 },
    { below: tokens.breakpoints.tablet, slidesToShow: 1, dots: true, arrows: false },
  ],
} as const;

/** The article variant that shows a grid of four other posts instead of the carousel (the AI article). */
export const gridVariantPostId: BlogPostId = 3;
export const gridVariantCount = 4;
