import { company } from '@codecrush/contracts';

/**
 * The one open role (spec: Careers — "Internship Openings in Islamabad", Web Development Intern,
 * Intern, Full-time). Used for /careers/apply's JobPosting when the page declares none itself.
 */
const openRole = {
  title: 'Web Development Intern',
  employmentType: ['INTERN', 'FULL_TIME'],
  city: 'Islamabad',
  region: 'Islamabad Capital Territory',
  country: 'PK',
  /** When the opening was published on the site. */
  datePosted: '2026-11-02',
} as const;

export const jobPosting = (description: string, url: string, origin: string) => ({
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: openRole.title,
  description,
  url,
  datePosted: openRole.datePosted,
  employmentType: openRole.employmentType,
  hiringOrganization: { '@type': 'Organization', name: company.name, sameAs: origin },
  jobLocation: {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      addressLocality: openRole.city,
      addressRegion: openRole.region,
      addressCountry: openRole.country,
    },
  },
});
