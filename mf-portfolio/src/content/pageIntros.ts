import type { PageIntro } from './types';

/** Banner copy of each page of this remote. */
export const pageIntros = {
  projects: {
    title: 'Our Projects',
    subtitle: 'Selected Work: web platforms, mobile apps and AI products we have designed, built and launched.',
    metaTitle: 'Projects',
  },
} as const satisfies Record<string, PageIntro>;
