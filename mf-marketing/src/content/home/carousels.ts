import type { CarouselSettings } from './types';

/** Partner carousel: speed 5000 ms, 4 slides, 3 under 1024 px, 2 under 600 px; continuous autoplay. */
export const partnerCarousel = {
  slidesToShow: 4,
  responsive: [
    { below: 1024, slidesToShow: 3 },
    { below: 600, slidesToShow: 2 },
  ],
  speed: 5000,
  autoplay: true,
  continuous: true,
} as const satisfies CarouselSettings;

/** Events carousel: 3 slides, 2 under 1024 px, 1 under 768 px. */
export const eventsCarousel = {
  slidesToShow: 3,
  responsive: [
    { below: 1024, slidesToShow: 2 },
    { below: 768, slidesToShow: 1 },
  ],
  speed: 500,
  autoplay: false,
} as const satisfies CarouselSettings;

/** The services' small-screen sliders autoplay every 3000 ms at speed 500 (2 cards, 1 under 600 px). */
export const serviceSliderCarousel = {
  slidesToShow: 2,
  responsive: [{ below: 600, slidesToShow: 1 }],
  speed: 500,
  autoplay: true,
  autoplaySpeed: 3000,
} as const satisfies CarouselSettings;
