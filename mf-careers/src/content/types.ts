import type { PageIntro } from '@codecrush/ui';
import type { IllustrationId } from './illustrations';

/** A careers page's intro: the shared PageIntro with its description required and its banner art. */
export interface CareersPageIntro extends PageIntro {
  metaDescription: string;
  /** Banner art (see illustrations.ts). */
  image: IllustrationId;
}

/** One of the three values on the careers page (people first, always growing, accessible). */
export interface CareerValue {
  id: string;
  title: string;
  text: string;
}

/** Where the company hires (the location filter offers All plus each of these). */
export const jobLocations = ['Islamabad', 'Rawalpindi', 'Chakdara', 'Remote'] as const;
export type JobLocation = (typeof jobLocations)[number];

/** The filter's value: All or one location (defaults to All). */
export type LocationFilter = 'All' | JobLocation;

/** A role: title, category, description, type. */
export interface JobRole {
  title: string;
  category: 'Intern';
  description: string;
  type: 'Full-time' | 'Part-time';
}

/** A job group: category, location, roles. */
export interface JobGroup {
  id: string;
  category: string;
  location: JobLocation;
  roles: readonly JobRole[];
}

/** A titled list of the job page (responsibilities, requirements, benefits). */
export interface JobList {
  id: 'responsibilities' | 'requirements' | 'benefits';
  heading: string;
  items: readonly string[];
}

/** A fact of the job at a glance (location, type, duration…). */
export interface JobFact {
  label: string;
  value: string;
}

/** The job described on /careers/apply, and what its JobPosting structured data needs. */
export interface JobDescription {
  title: string;
  intro: readonly string[];
  facts: readonly JobFact[];
  lists: readonly JobList[];
  posting: {
    /** yyyy-mm-dd (fixed: markup is deterministic). */
    datePosted: string;
    employmentType: readonly ('INTERN' | 'FULL_TIME' | 'PART_TIME')[];
    locality: string;
    region: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
  };
}
