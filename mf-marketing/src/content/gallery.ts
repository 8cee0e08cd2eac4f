import { image as hackathon } from '../generated/byId/gallery-hackathon';
import { image as techTalk } from '../generated/byId/gallery-tech-talk';
import { image as retreat } from '../generated/byId/gallery-retreat';
import { image as careerFair } from '../generated/byId/gallery-career-fair';
import { image as workshop } from '../generated/byId/gallery-workshop';
import type { GalleryPhoto } from './types';

/** The gallery: a fixed list of eight images, some repeated. The tiles fill a 4 × 4 grid exactly. */
export const galleryPhotos = [
  { image: hackathon, alt: 'Teams coding through the night at the CodeCrush Hackathon Heroes event', tile: 'large' },
  { image: techTalk, alt: 'An engineer presenting at a Friday Tech Talk in the Rawalpindi office', tile: 'wide' },
  { image: retreat, alt: 'The whole team together at the Annual Team Retreat', tile: 'tall' },
  { image: careerFair, alt: 'Meeting students at the university Career Fair stall', tile: 'square' },
  { image: workshop, alt: 'Designers sketching user flows in a design workshop', tile: 'wide' },
  { image: hackathon, alt: 'The winning team with their prize at Hackathon Heroes', tile: 'square' },
  { image: techTalk, alt: 'Questions from the audience after a Tech Talk on AI assistants', tile: 'wide' },
  { image: retreat, alt: 'An evening bonfire at the Annual Team Retreat', tile: 'wide' },
] as const satisfies readonly GalleryPhoto[];
