import type { CareersPageIntro } from './types';

/** Banner copy and page metadata of each page of this remote. */
export const pageIntros = {
  careers: {
    title: 'Careers at CodeCrush',
    subtitle:
      'People first, always growing, accessible to all: build your career with a team that ships real products.',
    metaDescription:
      'Work at CodeCrush: our values, and open positions in Islamabad, Rawalpindi, Chakdara and remote, starting with paid web development internships.',
    image: 'careers-banner',
  },
  jobApply: {
    title: 'Web Development Intern',
    subtitle:
      'Internship Openings in Islamabad \u2014 Intern, Full-time. Learn to build production web applications alongside our engineers.',
    metaDescription:
      'Apply for the paid three-month Web Development Internship at CodeCrush in Islamabad: React, TypeScript and Node.js on real client projects, with a mentor.',
    image: 'job-banner',
  },
} as const satisfies Record<string, CareersPageIntro>;
