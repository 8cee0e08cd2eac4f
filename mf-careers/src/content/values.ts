import type { CareerValue } from './types';

/** The three values of the careers page (people first, always growing, accessible). */
export const values = [
  {
    id: 'people-first',
    title: 'People First',
    text: 'We hire kind, curious people and look after them: salaries reviewed every year, hours that make room for family and prayer, and team leads whose first job is to unblock you.',
  },
  {
    id: 'always-growing',
    title: 'Always Growing',
    text: 'Every engineer has a mentor, a monthly learning day and a budget for courses and certifications. Many of our developers joined as interns and now lead projects of their own.',
  },
  {
    id: 'accessible',
    title: 'Accessible',
    text: 'Our doors and our code are open. Anyone can ask the founders a question, feedback is given in plain words, and we build products that people of every ability can use.',
  },
] as const satisfies readonly CareerValue[];
