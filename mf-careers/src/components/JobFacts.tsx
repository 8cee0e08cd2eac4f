import styled from '@emotion/styled';
import { Card } from '@codecrush/ui/card';
import type { JobFact } from '../content/types';

const List = styled(Card)(({ theme }) => ({
  display: 'grid',
  gap: theme.space.md,
  margin: 0,
  padding: theme.space.lg,
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
    <List as="dl" aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </List>
  );
}
