import { leadershipNames } from './leadershipNames';
import { image as ahmedRaza } from '../generated/byId/team-ahmed-raza';
import type { Executive } from './types';

/** The founder and CEO (own module: the About page needs only him, not the whole leadership). */
export const ceo = {
  name: leadershipNames.ceo,
  role: 'Founder & Chief Executive Officer',
  imageUrl: ahmedRaza,
  bio: 'Leads strategy, partnerships and client relationships; a full-stack engineer who still reviews architecture on major projects.',
} as const satisfies Executive;
