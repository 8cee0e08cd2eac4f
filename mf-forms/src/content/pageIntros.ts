import type { PageIntro } from '@codecrush/ui';

/** Banner copy of each page of this remote. */
export const pageIntros = {
  contact: {
    title: 'Contact Us',
    subtitle: 'Chat to our friendly team. We answer every message within one business day.',
  },
  remoteResources: {
    title: 'Remote Resources',
    subtitle:
      'On-Demand Remote Resources: dedicated developers, designers and project managers who join your team in days.',
  },
  internshipApply: {
    title: 'Internship Application',
    subtitle: 'Apply for a CodeCrush internship: tell us about your education, speciality and what you want to learn.',
  },
} as const satisfies Record<string, PageIntro>;
