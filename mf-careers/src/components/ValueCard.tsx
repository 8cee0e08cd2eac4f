import styled from '@emotion/styled';
import { Card } from '@codecrush/ui/card';
import type { CareerValue } from '../content/types';

const Frame = styled(Card)(({ theme }) => ({
  height: '100%',
  padding: theme.space.xl,
  '& h3': { fontSize: theme.fontSizes.xl, margin: `${theme.space.md} 0 ${theme.space.xs}` },
  '& p': { margin: 0, color: theme.colors.textMuted },
}));

const Badge = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: theme.radii.pill,
  fontWeight: 700,
  color: theme.colors.textOnDark,
  background: theme.colors.primary,
}));

export type ValueCardProps = { value: CareerValue; index: number };

/** One of the company's values: its number, title and what it means in practice. */
export function ValueCard({ value, index }: ValueCardProps) {
  return (
    <Frame as="article">
      <Badge aria-hidden="true">{String(index + 1).padStart(2, '0')}</Badge>
      <h3>{value.title}</h3>
      <p>{value.text}</p>
    </Frame>
  );
}
