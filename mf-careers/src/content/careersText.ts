import type { JobGroup } from './types';

/** Every piece of UI copy of the careers remote (careers page, job application, field messages, outcome toasts). */
export const careersText = {
  values: {
    eyebrow: 'Why CodeCrush',
    heading: 'What We Value',
    intro: 'Three promises we make to everyone who joins us, from their first day as an intern.',
  },
  positions: {
    eyebrow: 'Join the team',
    heading: 'Open Positions',
    intro: 'Choose a location to see its openings. Select a group to read the details and apply.',
    filterLabel: 'Filter by location',
    all: 'All',
    /** A group's heading (and link): "Internship Openings in Islamabad", "Remote Internship Openings". */
    groupTitle: (group: Pick<JobGroup, 'category' | 'location'>) =>
      group.location === 'Remote' ? `Remote ${group.category}` : `${group.category} in ${group.location}`,
    /** Announced to screen readers after filtering. */
    resultCount: (count: number) => `${count} ${count === 1 ? 'opening' : 'openings'} found`,
    viewAndApply: 'View details and apply',
    rolesLabel: 'Roles',
    empty: (location: string) => `There are no open positions in ${location} right now.`,
    emptyHint: 'New roles open every few months. Look at the other locations, or check back soon.',
    showAll: 'Show all locations',
  },
  job: {
    aboutHeading: 'About the Internship',
    factsLabel: 'At a glance',
  },
  apply: {
    heading: 'Apply Now',
    intro: 'Send us your details and your resume. We reply to every application within five working days.',
  },
} as const;
