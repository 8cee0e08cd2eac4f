import type { JobGroup } from './types';

/**
 * Open positions, grouped by category and location. Every group links to the
 * application page; Chakdara has no openings at the moment (the filter shows its empty state).
 */
export const jobGroups = [
  {
    id: 'islamabad-internships',
    category: 'Internship Openings',
    location: 'Islamabad',
    roles: [
      {
        title: 'Web Development Intern',
        category: 'Intern',
        type: 'Full-time',
        description:
          'Three months on site building features of client web applications with React, TypeScript and Node.js, with code review on every change and a senior engineer as your mentor.',
      },
    ],
  },
  {
    id: 'rawalpindi-internships',
    category: 'Internship Openings',
    location: 'Rawalpindi',
    roles: [
      {
        title: 'Front-end Web Development Intern',
        category: 'Intern',
        type: 'Full-time',
        description:
          'Turn Figma designs into responsive, accessible React pages for our booking and e-commerce clients, and learn how we test and ship them.',
      },
      {
        title: 'Back-end Web Development Intern',
        category: 'Intern',
        type: 'Full-time',
        description:
          'Build REST endpoints in Node.js and PostgreSQL behind the dashboards our clients use every day, from data model to automated tests.',
      },
    ],
  },
  {
    id: 'remote-internships',
    category: 'Internship Openings',
    location: 'Remote',
    roles: [
      {
        title: 'Web Development Intern',
        category: 'Intern',
        type: 'Part-time',
        description:
          'For final-year students anywhere in Pakistan: 20 hours a week on a live client project, with two video pairing sessions each week.',
      },
    ],
  },
] as const satisfies readonly JobGroup[];
