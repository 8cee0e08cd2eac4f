import styled from '@emotion/styled';
import type { IconCard } from '../content/types';

const Grid = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: `${theme.space.xl} 0 0`,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: theme.space.lg,
  [theme.mq.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.mq.belowPhone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
}));

const Card = styled.li(({ theme }) => ({
  padding: theme.space.lg,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderTop: `4px solid ${theme.colors.primary}`,
  borderRadius: theme.radii.md,
  boxShadow: theme.shadows.card,
  '& h3': { fontSize: theme.fontSizes.lg, margin: `${theme.space.sm} 0 ${theme.space.xs}` },
  '& p': { margin: 0, fontSize: theme.fontSizes.sm, lineHeight: 1.65, color: theme.colors.textMuted },
}));

const Icon = styled.span(({ theme }) => ({
  display: 'inline-grid',
  placeItems: 'center',
  width: theme.space.xxl,
  height: theme.space.xxl,
  borderRadius: theme.radii.md,
  background: theme.colors.surfaceAlt,
  color: theme.colors.primary,
}));

export type IconCardGridProps = { cards: readonly IconCard[] };

/** Four cards with an icon, a title (h3) and a short text. */
export function IconCardGrid({ cards }: IconCardGridProps) {
  return (
    <Grid>
      {cards.map(({ title, text, icon: CardIcon }) => (
        <Card key={title}>
          <Icon aria-hidden="true">
            <CardIcon size={26} />
          </Icon>
          <h3>{title}</h3>
          <p>{text}</p>
        </Card>
      ))}
    </Grid>
  );
}
