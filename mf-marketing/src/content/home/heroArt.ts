import type { ResponsiveImage } from '@codecrush/ui';
import { image as backdrop1 } from '../../generated/byId/home-hero-1-bg';
import { image as vision1 } from '../../generated/byId/home-hero-1';
import { firstSlide } from './firstSlide';
import type { HeroArtId, Slide } from './types';

type HeroArt = Partial<Record<HeroArtId, ResponsiveImage>>;
export type HeroContent = { slides: readonly Slide[]; art: HeroArt };

/** The first slide and its art are the page's first load (its backdrop is the LCP image). */
export const firstHeroContent: HeroContent = {
  slides: [firstSlide],
  art: { 'home-hero-1-bg': backdrop1, 'home-hero-1': vision1 },
};

/** All eight slides with their art: a small chunk of its own, fetched when the slider first moves on. */
export const loadHeroContent = (): Promise<HeroContent> =>
  import('./heroArtAll').then((module) => module.heroContentAll);
