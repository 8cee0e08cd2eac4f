import styled from '@emotion/styled';
import type { CSSObject, Theme } from '@emotion/react';

/** How a card answers the pointer: not at all, a raised shadow, or raised and 2 px up. */
export type CardHover = 'none' | 'raise' | 'lift';

export type CardStyleProps = {
  hover?: CardHover;
  /** Its title link covers the whole card (pair with `cardTitleLink` on the title). */
  clickable?: boolean;
  /** The 1 px border (default true); a card on a photo or a tinted band may go without. */
  outlined?: boolean;
};

const hoverStyles = (theme: Theme, hover: CardHover): CSSObject => {
  const { durations, shadows } = theme;
  if (hover === 'raise')
    return { transition: `box-shadow ${durations.normal}`, '&:hover, &:focus-within': { boxShadow: shadows.raised } };
  if (hover === 'lift')
    return {
      transition: `box-shadow ${durations.normal}, transform ${durations.normal}`,
      '&:hover': { boxShadow: shadows.raised, transform: 'translateY(-2px)' },
      '&:focus-within': { boxShadow: shadows.raised },
      [theme.mq.reducedMotion]: { '&:hover': { transform: 'none' } },
    };
  return {};
};

/** Kept off the DOM; `as` too, so emotion renders the element it names. */
const styleProps = new Set(['hover', 'clickable', 'outlined', 'as']);

/**
 * The site's card surface: white, a hairline border, rounded corners and the card shadow. Pick the
 * element with `as` (article, li, section…) and extend it with `styled(Card)` for layout and padding.
 * Its own entry (`@codecrush/ui/card`), not a shared module: stateless styles, so each remote bundles
 * them with its cards and the shared first-load code does not grow.
 */
export const Card = styled('div', { shouldForwardProp: (prop) => !styleProps.has(prop) })<CardStyleProps>(
  ({ theme, hover = 'none', clickable = false, outlined = true }) => ({
    ...(clickable ? { position: 'relative' } : {}),
    background: theme.colors.surface,
    ...(outlined ? { border: `1px solid ${theme.colors.border}` } : {}),
    borderRadius: theme.radii.md,
    boxShadow: theme.shadows.card,
    ...hoverStyles(theme, hover),
  }),
);

export type CardTitleLinkOptions = {
  /** The title turns primary under the pointer (default true). */
  hoverColor?: boolean;
  /** Where the focus ring sits: outside the card (default `2px`) or inside it (a negative offset). */
  focusOffset?: string;
};

/**
 * Styles for a card's title whose link makes the whole card clickable: the link's `::after` covers
 * the card (a `clickable` Card) and carries the focus ring.
 */
export const cardTitleLink = (
  theme: Theme,
  { hoverColor = true, focusOffset = '2px' }: CardTitleLinkOptions = {},
): CSSObject => ({
  '& a': { color: theme.colors.navy, textDecoration: 'none' },
  ...(hoverColor ? { '& a:hover': { color: theme.colors.primary } } : {}),
  '& a::after': { content: '""', position: 'absolute', inset: 0, borderRadius: theme.radii.md },
  '& a:focus-visible': { outline: 'none' },
  '& a:focus-visible::after': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: focusOffset },
});

/**
 * The "Read more" line at the foot of a clickable card, pushed to the bottom of a column card. It
 * is decorative (`aria-hidden`): the title link already names where the card goes.
 */
export const CardMore = styled.span(({ theme }) => ({
  marginTop: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xxs,
  fontWeight: 600,
  color: theme.colors.primary,
}));
