import type { PageIntro } from '@codecrush/ui';

/** Copy of the Gallery page. */
export const galleryText = {
  banner: {
    title: 'Our Team always like to click',
    subtitle: 'Moments from hackathons, tech talks, retreats and everyday life at CodeCrush.',
  },
  heading: 'Moments from CodeCrush',
  intro:
    'Hackathons, Friday tech talks, our annual retreat and the career fairs where many of our engineers first met us.',
} as const satisfies { banner: PageIntro; heading: string; intro: string };
