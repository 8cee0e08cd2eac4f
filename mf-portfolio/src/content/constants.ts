import type { CarouselProps } from '@codecrush/ui/carousel';

/** A case study: the first five features go in the left list, the rest under the image. */
export const featureSplitAt = 5;

/** The review slider: one slide, dots, no arrows, 500 ms speed, 5000 ms autoplay, infinite. */
export const reviewSlider = {
  slidesToShow: 1,
  dots: true,
  arrows: false,
  speed: 500,
  autoplay: true,
  autoplaySpeed: 5000,
  infinite: true,
} as const satisfies Omit<CarouselProps, 'label' | 'children'>;

/** The order of a case study's sections (1 … 10); `data-section` on each section. */
export type CaseStudySectionKey =
  | 'introduction'
  | 'overview'
  | 'challenges'
  | 'solutions'
  | 'results'
  | 'features'
  | 'admin-dashboard'
  | 'technologies'
  | 'additional-notes'
  | 'reviews';
