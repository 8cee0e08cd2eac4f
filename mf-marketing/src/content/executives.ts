import { image as usmanTariq } from '../generated/byId/team-usman-tariq';
import { image as hamzaSaeed } from '../generated/byId/team-hamza-saeed';
import { ceo } from './ceo';
import { leadershipNames } from './leadershipNames';
import type { Executive } from './types';

/** The three executives (CEO, CTO, CFO); photos as `imageUrl`. */
export const executives = [
  ceo,
  {
    name: leadershipNames.cto,
    role: 'Co-Founder & Chief Technology Officer',
    imageUrl: usmanTariq,
    bio: 'Owns engineering standards, the AI lab and hiring; previously built payment and logistics platforms serving millions of users.',
  },
  {
    name: leadershipNames.cfo,
    role: 'Co-Founder & Chief Financial Officer',
    imageUrl: hamzaSaeed,
    bio: 'Runs finance, operations and contracts; keeps estimates honest and projects profitable for clients and for CodeCrush.',
  },
] as const satisfies readonly Executive[];
