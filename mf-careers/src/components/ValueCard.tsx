import styled from '@emotion/styled';
import { Accessibility, HeartHandshake, TrendingUp } from 'lucide-react';
import type { CareerValue, ValueIcon } from '../content/types';

const icons = { people: HeartHandshake, growth: TrendingUp, accessible: Accessibility } as const satisfies Record<
  ValueIcon,
  unknown
>;

const Card = styled.article(({ theme }) => ({
  height: '100%',
  padding: theme.space.xl,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  boxShadow: theme.shadows.card,
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
  color: theme.colors.textOnDark,
  background: theme.colors.primary,
}));

export type ValueCardProps = { value: CareerValue };

/** One of the company's values: icon, title and what it means in practice. */
export function ValueCard({ value }: ValueCardProps) {
  const Icon = icons[value.icon];
  return (
    <Card>
      <Badge>
        <Icon size={24} aria-hidden="true" />
      </Badge>
      <h3>{value.title}</h3>
      <p>{value.text}</p>
    </Card>
  );
}
