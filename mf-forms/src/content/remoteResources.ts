import { otherExpertiseChoice } from '@codecrush/contracts';
import type { Choice, FieldCopy } from './types';

/** The intro panel of /remote-resources. */
export const remoteResourcesIntro = {
  heading: 'On-Demand Remote Resources',
  paragraphs: [
    'Add vetted CodeCrush engineers, designers and project managers to your team for as long as you need them. They work in your tools, join your stand-ups and overlap at least four hours with your time zone.',
    'Tell us the skills, the seniority and how long you need them. We send matching profiles within three business days, you interview them, and the first two weeks are a no-risk trial.',
  ],
  highlights: [
    'Profiles within 3 business days',
    'Two-week no-risk trial',
    'Scale the team up or down monthly',
    'NDA and IP assignment from day one',
  ],
} as const satisfies { heading: string; paragraphs: readonly string[]; highlights: readonly string[] };

/** Options of the expertise row selects (the expertise name, count and duration choices are the company's; the level choices are fixed). */
export const expertiseChoices = {
  nameOfExpertise: [
    'Frontend Developer (React, Next.js)',
    'Backend Developer (Node.js, Python)',
    'Full-Stack Developer',
    'Mobile Developer (Flutter, React Native)',
    'UI/UX Designer',
    'QA Engineer',
    'DevOps Engineer',
    'AI / Machine Learning Engineer',
    'Project Manager',
  ],
  numberOfExpertise: ['1', '2', '3', '4', '5', '6 to 10', 'More than 10'],
  durationOfHire: ['1 month', '3 months', '6 months', '12 months', 'More than 12 months'],
  /** The product's fixed list of expertise levels, word for word. */
  requiredExpertise: [
    'Junior Developer',
    'Mid-Level Developer',
    'Senior Developer',
    'Project Manager',
    otherExpertiseChoice,
  ],
} as const satisfies Record<string, readonly Choice[]>;

/** The "Contact Us" form of /remote-resources. */
export const remoteResourceFormText = {
  title: 'Contact Us',
  intro: 'Fill in what you know today; a resourcing manager will call you to go through the details.',
  fields: {
    name: { label: 'Name', placeholder: 'Hamza Siddiqui' },
    email: { label: 'Work email', placeholder: 'hamza@company.com' },
    companyName: { label: 'Company name', placeholder: 'Northwind Logistics' },
    phoneNumber: { label: 'Phone number', placeholder: '+92 300 1234567' },
    projectDescription: {
      label: 'Project description',
      placeholder: 'What are you building, what is the stack, and where does the team need help?',
    },
    startDate: { label: 'Preferred start date' },
    additionalRequirements: {
      label: 'Additional requirements (optional)',
      placeholder: 'Time-zone overlap, languages, security clearance, tools your team uses…',
    },
    nameOfExpertise: { label: 'Expertise' },
    numberOfExpertise: { label: 'Number of people' },
    durationOfHire: { label: 'Duration of hire' },
    requiredExpertise: { label: 'Level (optional)' },
    otherExpertise: { label: 'Describe the expertise', placeholder: 'e.g. Salesforce architect' },
  },
  placeholders: {
    nameOfExpertise: 'Select an expertise',
    numberOfExpertise: 'Select a number',
    durationOfHire: 'Select a duration',
    requiredExpertise: 'Any level',
  },
  expertiseHeading: 'Expertise you need',
  /** Legend of each row, e.g. "Expertise 2". */
  rowLegend: (n: number) => `Expertise ${n}`,
  addMore: 'Add More',
  remove: 'Remove',
  /** Accessible name of a row's Remove button. */
  removeLabel: (n: number) => `Remove expertise ${n}`,
  privacy: { before: 'I agree to the ', link: 'Privacy Policy', after: ' and to be contacted about this request.' },
  submit: 'Send Request',
  busy: 'Sending',
} as const satisfies {
  fields: Record<string, FieldCopy>;
  placeholders: Record<string, string>;
  [key: string]: unknown;
};
