import type { PageMeta } from '@codecrush/ui';
import type { paths } from '@codecrush/contracts';

/** The hero's copy and the page's metadata (part of the first load; the other blocks' copy is in homeText). */
export const heroText = {
  meta: {
    description:
      'CodeCrush designs and builds custom software, web and mobile apps, UI/UX and AI solutions for companies that want software to move their business forward.',
  } satisfies PageMeta,
  heading: 'CodeCrush — software development company',
  label: 'Highlights',
  hire: 'Hire Us',
  /**
   * The Hire button's target. Spelled here rather than read from `paths` so the hero's first load
   * does not carry the whole route table (≈0.3 KB gzip); the type ties it to `paths.contact`.
   */
  hireTo: '/contact' satisfies (typeof paths)['contact'],
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  previous: 'Previous slide',
  next: 'Next slide',
  counterLabel: (position: number, total: number) => `Slide ${position} of ${total}`,
} as const;
