import type { PageIntro } from './types';

/** Banner copy of each page of this remote. */
export const pageIntros = {
  careers: {
    title: 'Careers at CodeCrush',
    subtitle:
      'People first, always growing, accessible to all: build your career with a team that ships real products.',
    metaTitle: 'Careers',
  },
  jobApply: {
    title: 'Web Development Intern',
    subtitle:
      'Internship Openings in Islamabad \u2014 Intern, Full-time. Learn to build production web applications alongside our engineers.',
    metaTitle: 'Apply: Web Development Intern',
  },
} as const satisfies Record<string, PageIntro>;
