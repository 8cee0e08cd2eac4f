import type { Leader } from './types';

/** The leadership cards (spec §2 Home: founder CEO, co-founder CTO, co-founder CFO). */
export const leaders = [
  {
    id: 'ceo',
    image: 'home-leader-ceo',
    status: 'Founder',
    name: 'Usman Khalid',
    role: 'Chief Executive Officer',
    links: [{ network: 'LinkedIn', href: 'https://www.linkedin.com/in/usman-khalid-codecrush' }],
  },
  {
    id: 'cto',
    image: 'home-leader-cto',
    status: 'Co-Founder',
    name: 'Hamza Tariq',
    role: 'Chief Technology Officer',
    links: [{ network: 'LinkedIn', href: 'https://www.linkedin.com/in/hamza-tariq-codecrush' }],
  },
  {
    id: 'cfo',
    image: 'home-leader-cfo',
    status: 'Co-Founder',
    name: 'Ayesha Siddiqui',
    role: 'Chief Financial Officer',
    links: [{ network: 'LinkedIn', href: 'https://www.linkedin.com/in/ayesha-siddiqui-codecrush' }],
  },
] as const satisfies readonly Leader[];
