import { company } from '@codecrush/contracts';
import type { JobDescription } from '../content/types';

export interface JobPostingJsonLd {
  '@context': 'https://schema.org';
  '@type': 'JobPosting';
  title: string;
  description: string;
  datePosted: string;
  employmentType: readonly string[];
  directApply: boolean;
  hiringOrganization: { '@type': 'Organization'; name: string; email: string };
  jobLocation: {
    '@type': 'Place';
    address: { '@type': 'PostalAddress'; addressLocality: string; addressRegion: string; addressCountry: string };
  };
}

/** The job's description for search engines: the intro, then each list under its heading. */
const describe = (job: JobDescription): string =>
  [...job.intro, ...job.lists.map((list) => `${list.heading}: ${list.items.join(' ')}`)].join('\n\n');

/** schema.org JobPosting data of the job page (search engines' job listings). */
export function jobPostingJsonLd(job: JobDescription): JobPostingJsonLd {
  const { posting } = job;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: describe(job),
    datePosted: posting.datePosted,
    employmentType: posting.employmentType,
    directApply: true,
    hiringOrganization: { '@type': 'Organization', name: company.name, email: company.email },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: posting.locality,
        addressRegion: posting.region,
        addressCountry: posting.country,
      },
    },
  };
}
