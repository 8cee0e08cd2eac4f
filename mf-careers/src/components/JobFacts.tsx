import styled from '@emotion/styled';
import type { JobFact } from '../content/types';

const List = styled.dl(({ theme }) => ({
  display: 'grid',
  gap: theme.space.md,
  margin: 0,
  padding: theme.space.lg,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  boxShadow: theme.shadows.card,
  '& dt': {
    fontSize: theme.fontSizes.xs,
    fontWeight: 700,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    color: theme.colors.textMuted,
  },
  '& dd': { margin: 0, fontWeight: 600, color: theme.colors.navy },
}));

export type JobFactsProps = { facts: readonly JobFact[]; label: string };

/** The job at a glance: location, type, duration, hours. */
export function JobFacts({ facts, label }: JobFactsProps) {
  return (
    <List aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </List>
  );
}
