import styled from '@emotion/styled';
import { Card } from '@codecrush/ui/card';
import type { ValueCard } from '../content/types';

const Grid = styled.ol(({ theme }) => ({
  listStyle: 'none',
  margin: `${theme.space.xl} 0 0`,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: theme.space.lg,
  counterReset: 'card',
  [theme.mq.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.mq.belowPhone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
}));

/** A card numbered 01–04 by a CSS counter (decoration only: the list itself is ordered). */
const Frame = styled(Card)(({ theme }) => ({
  counterIncrement: 'card',
  padding: theme.space.lg,
  borderTop: `4px solid ${theme.colors.primary}`,
  '&::before': {
    content: 'counter(card, decimal-leading-zero)',
    display: 'block',
    fontSize: theme.fontSizes.xxl,
    fontWeight: 800,
    lineHeight: 1,
    color: theme.colors.accentDark,
  },
  '& h3': { fontSize: theme.fontSizes.lg, margin: `${theme.space.sm} 0 ${theme.space.xs}` },
  '& p': { margin: 0, fontSize: theme.fontSizes.sm, lineHeight: 1.65, color: theme.colors.textMuted },
}));

export type ValueCardGridProps = { cards: readonly ValueCard[] };

/** Four numbered cards, each a title (h3) and a short text. */
export function ValueCardGrid({ cards }: ValueCardGridProps) {
  return (
    <Grid>
      {cards.map(({ title, text }) => (
        <Frame as="li" key={title}>
          <h3>{title}</h3>
          <p>{text}</p>
        </Frame>
      ))}
    </Grid>
  );
}
