import type { PageIntro } from './types';

/** Banner copy of each page of this remote. */
export const pageIntros = {
  home: {
    title: 'Building Software That Moves Your Business Forward',
    subtitle:
      'CodeCrush designs and builds custom software, web and mobile apps, and AI solutions for ambitious companies.',
    metaTitle: 'CodeCrush',
  },
} as const satisfies Record<string, PageIntro>;
