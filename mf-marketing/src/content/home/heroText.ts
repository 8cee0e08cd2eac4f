import type { PageMeta } from '@codecrush/ui';

/** The hero's copy and the page's metadata (part of the first load; the other blocks' copy is in homeText). */
export const heroText = {
  meta: {
    title: 'CodeCrush',
    description:
      'CodeCrush designs and builds custom software, web and mobile apps, UI/UX and AI solutions for companies that want software to move their business forward.',
  } satisfies PageMeta,
  heading: 'CodeCrush — software development company',
  label: 'Highlights',
  hire: 'Hire Us',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  previous: 'Previous slide',
  next: 'Next slide',
  counterLabel: (position: number, total: number) => `Slide ${position} of ${total}`,
} as const;
