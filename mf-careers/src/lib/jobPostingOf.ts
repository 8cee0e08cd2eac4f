import { jobPostingJsonLd } from '@codecrush/contracts';
import type { JobDescription } from '../content/types';

/** The job's description for search engines: the intro, then each list under its heading. */
const describe = (job: JobDescription): string =>
  [...job.intro, ...job.lists.map((list) => `${list.heading}: ${list.items.join(' ')}`)].join('\n\n');

/** schema.org JobPosting data of a job page, from its content (its posting date and place). */
export const jobPostingOf = (job: JobDescription) =>
  jobPostingJsonLd({ title: job.title, description: describe(job), ...job.posting });
