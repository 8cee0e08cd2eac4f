import { company } from '@codecrush/contracts';
import type { JobDescription } from './types';

/** The web developer internship described on /careers/apply (intro, responsibilities, requirements, benefits). */
export const internship = {
  title: 'Web Development Intern',
  intro: [
    'CodeCrush is looking for a Web Development Intern to join our engineering team in Islamabad for a paid, three-month, full-time internship. You will work on real client projects \u2014 company websites, booking platforms and admin dashboards \u2014 next to the engineers who build them.',
    'Every change you make is reviewed, you pair with a senior engineer each week, and at the end you present what you shipped to the team. Interns who meet the goals agreed in their first week are offered a full-time Junior Developer role.',
  ],
  facts: [
    { label: 'Location', value: 'Islamabad (on site)' },
    { label: 'Type', value: 'Intern, Full-time' },
    { label: 'Duration', value: '3 months' },
    { label: 'Hours', value: company.hours },
  ],
  lists: [
    {
      id: 'responsibilities',
      heading: 'Responsibilities',
      items: [
        'Build responsive, accessible pages and components in React and TypeScript from Figma designs.',
        'Connect front ends to REST APIs and handle loading, empty and error states with care.',
        'Write unit tests with Jest and Testing Library for the code you ship.',
        'Fix bugs reported by our QA team and clients, and check each fix on the staging site.',
        'Take part in daily stand-ups, sprint planning and code reviews \u2014 giving reviews as well as receiving them.',
        'Document what you build in pull request descriptions and the project README.',
      ],
    },
    {
      id: 'requirements',
      heading: 'Requirements',
      items: [
        'A degree in computer science, software engineering or a related field, completed or in its final year \u2014 or equivalent self-taught experience you can show.',
        'Solid HTML, CSS and JavaScript (ES2015+): you can build a responsive layout without a framework.',
        'Some experience with React (components, props, state and hooks) from coursework or your own projects.',
        'Everyday Git: branches, commits and pull requests.',
        'Clear written and spoken English, and the habit of asking questions early.',
        'Available full-time, on site in Islamabad, for the three months.',
      ],
    },
    {
      id: 'benefits',
      heading: 'Benefits',
      items: [
        'A monthly stipend, and an experience letter when you complete the internship.',
        'A named mentor and a one-to-one session every week.',
        'Production work for real clients, not practice exercises.',
        'A laptop set up with the tools our engineers use.',
        'Lunch on office days and a transport allowance.',
        'A full-time offer for interns who reach the goals set in their first week.',
      ],
    },
  ],
  posting: {
    datePosted: '2025-05-05',
    employmentType: ['INTERN', 'FULL_TIME'],
    locality: 'Islamabad',
    region: 'Islamabad Capital Territory',
    country: 'PK',
  },
} as const satisfies JobDescription;
