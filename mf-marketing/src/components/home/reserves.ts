import type { Reserve } from './DeferredSection';

/**
 * Height kept free for each block below the hero until it has loaded, measured on the built page
 * (1366, 820 and 390 px wide), so nothing moves when a block or another remote's fragment arrives.
 */
export const reserves = {
  partners: { desktop: '24rem', tablet: '21rem', phone: '21rem' },
  stats: { desktop: '26rem', tablet: '23rem', phone: '41rem' },
  services: { desktop: '57rem', tablet: '132rem', phone: '133rem' },
  featuredProjects: { desktop: '46rem', tablet: '79rem', phone: '133rem' },
  leadership: { desktop: '51rem', tablet: '85rem', phone: '120rem' },
  events: { desktop: '43rem', tablet: '39rem', phone: '41rem' },
  blogTeaser: { desktop: '51rem', tablet: '79rem', phone: '111rem' },
  contactForm: { desktop: '84rem', tablet: '115rem', phone: '136rem' },
} as const satisfies Record<string, Reserve>;
