import comboseek from './logos/comboseek.svg';
import gohijaz from './logos/gohijaz.svg';
import holytutor from './logos/holytutor.svg';
import stylemate from './logos/stylemate.svg';
import tailorbhai from './logos/tailorbhai.svg';
import xplorepk from './logos/xplorepk.svg';
import type { PartnerLogo } from './types';

/** Collaborations & Partnerships: the six logos of the partner carousel. */
export const partners = [
  { id: 'comboseek', src: comboseek, alt: 'ComboSeek' },
  { id: 'gohijaz', src: gohijaz, alt: 'GoHijaz' },
  { id: 'tailorbhai', src: tailorbhai, alt: 'TailorBhai' },
  { id: 'xplorepk', src: xplorepk, alt: 'XplorePK' },
  { id: 'stylemate', src: stylemate, alt: 'StyleMate' },
  { id: 'holytutor', src: holytutor, alt: 'HolyTutor' },
] as const satisfies readonly PartnerLogo[];
