import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { Container } from '@codecrush/ui';
import { heroTiming } from '../../content/home/firstSlide';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** How a slide's part is shown: on screen, loading unseen (the next slide), or not rendered. */
export type ArtState = 'active' | 'next' | 'idle';

/**
 * The whole hero in one style block (it is the page's first load: one styled component instead of
 * ten keeps it small). Parts are marked with data attributes:
 * `data-part` backdrop | stack | text | vision, `data-state` (ArtState), `data-fading`; on the root,
 * `data-moved`.
 */
export const Root = styled.section(({ theme }) => ({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  minHeight: '100svh',
  display: 'grid',
  alignItems: 'center',
  padding: `calc(${theme.layout.navHeight} + ${theme.space.xl}) ${theme.space.lg} ${theme.space.xl}`,
  background: theme.colors.navy,
  color: theme.colors.textOnDark,
  // Keeps the text readable over any backdrop. Hex alpha on the navy token: db ≈ 86 %, 8c ≈ 55 %.
  '&::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    zIndex: -1,
    background: `linear-gradient(100deg, ${theme.colors.navy} 0%, ${theme.colors.navy}db 50%, ${theme.colors.navy}8c 100%)`,
  },
  '& [data-part="backdrop"]': { position: 'absolute', inset: 0, zIndex: -2 },
  '& [data-part="backdrop"] img': { width: '100%', height: '100%', objectFit: 'cover' },
  '& [data-part="vision"]': { borderRadius: theme.radii.lg, overflow: 'hidden', boxShadow: theme.shadows.raised },
  // Every slide's text (and vision) sits in one grid cell: the hero keeps the height of the longest.
  '& [data-part="stack"], & [data-part="texts"]': { display: 'grid' },
  '& [data-part="stack"] > *, & [data-part="texts"] > *': { gridArea: '1 / 1' },
  // Room for the longest slide from the start, before the other seven slides' text has loaded
  // (measured with the site's font from 320 to 1920 px): the Hire button and controls never move.
  '& [data-part="texts"]': {
    minHeight: '15.9rem',
    [theme.mq.mobile]: { minHeight: '12.1rem' },
    [theme.mq.belowTablet]: { minHeight: '15.2rem' },
  },
  '& [data-part="text"] h2': {
    margin: `0 0 ${theme.space.md}`,
    fontSize: theme.fontSizes.display,
    lineHeight: 1.15,
    color: theme.colors.textOnDark,
  },
  '& [data-part="text"] p': {
    margin: 0,
    fontSize: theme.fontSizes.lg,
    color: theme.colors.textOnDarkMuted,
    maxWidth: '36rem',
  },
  '& [data-state]': { transition: `opacity ${heroTiming.fadeMs}ms ease` },
  // Slides after the first fade in; the first one is painted at once (it holds the LCP image).
  '&[data-moved="true"] [data-state="active"]': { animation: `${fadeIn} ${heroTiming.fadeMs}ms ease` },
  '& [data-state="next"]': { visibility: 'hidden' },
  '& [data-state="idle"]': { display: 'none' },
  '& [data-part="text"][data-state="idle"]': { display: 'block', visibility: 'hidden' },
  '& [data-fading="true"]': { opacity: 0 },
  [theme.mq.reducedMotion]: {
    '& [data-state], &[data-moved="true"] [data-state="active"]': { transition: 'none', animation: 'none' },
  },
  [theme.mq.mobile]: {
    padding: `calc(${theme.layout.navHeight} + ${theme.space.lg}) ${theme.space.md} ${theme.space.lg}`,
    '&::before': { background: `${theme.colors.navy}db` },
  },
}));

export const Layout = styled(Container)(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 0.9fr)',
  alignItems: 'center',
  gap: theme.space.xxl,
  '& > div:first-of-type': { display: 'grid', gap: theme.space.lg, justifyItems: 'start' },
  '& h1': {
    margin: 0,
    fontSize: theme.fontSizes.sm,
    fontWeight: 700,
    letterSpacing: '0.12em',
    textTransform: 'uppercase',
    color: theme.colors.textOnDarkMuted,
  },
  [theme.mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space.lg },
}));
