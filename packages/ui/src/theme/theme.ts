import { breakpoints, colors, durations, fontSizes, fonts, layout, radii, shadows, space, zIndex } from './tokens';

const below = (px: number) => `@media (max-width: ${px - 0.02}px)`;
const atLeast = (px: number) => `@media (min-width: ${px}px)`;

export const theme = {
  colors,
  space,
  fontSizes,
  radii,
  shadows,
  breakpoints,
  layout,
  fonts,
  zIndex,
  durations,
  mq: {
    /** Below 1024 px: the mobile layout. */
    mobile: below(breakpoints.desktop),
    belowTablet: below(breakpoints.tablet),
    belowPhone: below(breakpoints.phone),
    desktop: atLeast(breakpoints.desktop),
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  },
} as const;

export type AppTheme = typeof theme;
