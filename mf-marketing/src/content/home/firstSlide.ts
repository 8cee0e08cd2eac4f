import type { Slide } from './types';

/** The first hero slide: part of the page's first load (the other seven come with their art). */
export const firstSlide = {
  title: 'Custom Software That Fits the Way You Work',
  description:
    'Software designed around your processes, from internal tools to customer platforms, shipped in two-week sprints.',
  backgroundImage: 'home-hero-1-bg',
  visionImage: 'home-hero-1',
} as const satisfies Slide;

/** The hero: 8 slides; the slide fades out every 3000 ms and the next one shows 500 ms later. */
export const heroTiming = { count: 8, intervalMs: 3000, fadeMs: 500 } as const;
