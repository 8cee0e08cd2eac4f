/**
 * Every slide with its art, imported one illustration module at a time (not through the app's
 * `images` map, which holds every page's art). Loaded as its own chunk when the slider first moves on.
 */
import type { ResponsiveImage } from '@codecrush/ui';
import { image as vision1 } from '../../generated/byId/home-hero-1';
import { image as backdrop1 } from '../../generated/byId/home-hero-1-bg';
import { image as vision2 } from '../../generated/byId/home-hero-2';
import { image as backdrop2 } from '../../generated/byId/home-hero-2-bg';
import { image as vision3 } from '../../generated/byId/home-hero-3';
import { image as backdrop3 } from '../../generated/byId/home-hero-3-bg';
import { image as vision4 } from '../../generated/byId/home-hero-4';
import { image as backdrop4 } from '../../generated/byId/home-hero-4-bg';
import { image as vision5 } from '../../generated/byId/home-hero-5';
import { image as backdrop5 } from '../../generated/byId/home-hero-5-bg';
import { image as vision6 } from '../../generated/byId/home-hero-6';
import { image as backdrop6 } from '../../generated/byId/home-hero-6-bg';
import { image as vision7 } from '../../generated/byId/home-hero-7';
import { image as backdrop7 } from '../../generated/byId/home-hero-7-bg';
import { image as vision8 } from '../../generated/byId/home-hero-8';
import { image as backdrop8 } from '../../generated/byId/home-hero-8-bg';
import { slides } from './slides';
import type { HeroArtId } from './types';

export const heroArtAll = {
  'home-hero-1': vision1,
  'home-hero-1-bg': backdrop1,
  'home-hero-2': vision2,
  'home-hero-2-bg': backdrop2,
  'home-hero-3': vision3,
  'home-hero-3-bg': backdrop3,
  'home-hero-4': vision4,
  'home-hero-4-bg': backdrop4,
  'home-hero-5': vision5,
  'home-hero-5-bg': backdrop5,
  'home-hero-6': vision6,
  'home-hero-6-bg': backdrop6,
  'home-hero-7': vision7,
  'home-hero-7-bg': backdrop7,
  'home-hero-8': vision8,
  'home-hero-8-bg': backdrop8,
} as const satisfies Record<HeroArtId, ResponsiveImage>;

/** All eight slides and their art (the chunk loadHeroContent fetches). */
export const heroContentAll = { slides, art: heroArtAll };
