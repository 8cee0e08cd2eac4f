import type { HomeEvent } from './types';

/** The events carousel: four events. */
export const events = [
  {
    id: 'hackathon',
    title: 'Hackathon Heroes',
    image: 'home-event-hackathon',
    summary: 'Thirty-six hours, mixed teams and real client problems: our yearly internal hackathon.',
  },
  {
    id: 'tech-talks',
    title: 'Tech Talks',
    image: 'home-event-tech-talks',
    summary: 'Monthly sessions where engineers share what they learned shipping real projects.',
  },
  {
    id: 'retreat',
    title: 'Annual Team Retreat',
    image: 'home-event-retreat',
    summary: 'A few days in the northern valleys to plan the year ahead and celebrate the last one.',
  },
  {
    id: 'career-fair',
    title: 'Career Fair',
    image: 'home-event-career-fair',
    summary: 'Meeting students at university career fairs and welcoming the next group of interns.',
  },
] as const satisfies readonly HomeEvent[];
