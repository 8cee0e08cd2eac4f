import { leadershipNames } from '../leadershipNames';
import type { Leader } from './types';

/** The leadership cards (founder CEO, co-founder CTO, co-founder CFO). */
export const leaders = [
  {
    id: 'ceo',
    image: 'home-leader-ceo',
    status: 'Founder',
    name: leadershipNames.ceo,
    role: 'Chief Executive Officer',
    links: [{ network: 'LinkedIn', href: 'https://www.linkedin.com/in/ahmed-raza-codecrush' }],
  },
  {
    id: 'cto',
    image: 'home-leader-cto',
    status: 'Co-Founder',
    name: leadershipNames.cto,
    role: 'Chief Technology Officer',
    links: [{ network: 'LinkedIn', href: 'https://www.linkedin.com/in/usman-tariq-codecrush' }],
  },
  {
    id: 'cfo',
    image: 'home-leader-cfo',
    status: 'Co-Founder',
    name: leadershipNames.cfo,
    role: 'Chief Financial Officer',
    links: [{ network: 'LinkedIn', href: 'https://www.linkedin.com/in/hamza-saeed-codecrush' }],
  },
] as const satisfies readonly Leader[];
