import styled from '@emotion/styled';
import { CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import type { JobList } from '../content/types';

const Card = styled.section(({ theme }) => ({
  height: '100%',
  padding: theme.space.xl,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  boxShadow: theme.shadows.card,
  '& h2': { fontSize: theme.fontSizes.xl, marginBottom: theme.space.md },
}));

const Items = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space.sm,
  '& li': { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: theme.space.xs, alignItems: 'start' },
  '& svg': { color: theme.colors.success, marginTop: theme.space.xxs },
}));

export type JobListCardProps = { list: JobList };

/** Responsibilities, requirements or benefits: a heading and its points. */
export function JobListCard({ list }: JobListCardProps) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{list.heading}</h2>
      <Items>
        {list.items.map((item) => (
          <li key={item}>
            <CheckCircle2 size={18} aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </Items>
    </Card>
  );
}
