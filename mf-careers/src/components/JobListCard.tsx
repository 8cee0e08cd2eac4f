import styled from '@emotion/styled';
import { Card } from '@codecrush/ui/card';
import { useId } from 'react';
import type { JobList } from '../content/types';

const Frame = styled(Card)(({ theme }) => ({
  height: '100%',
  padding: theme.space.xl,
  '& h2': { fontSize: theme.fontSizes.xl, marginBottom: theme.space.md },
}));

const Items = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space.sm,
  '& li': { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: theme.space.sm, alignItems: 'start' },
}));

/** A check mark in a green disc, drawn in CSS (no icon library in the page's first load). */
const Check = styled.span(({ theme }) => ({
  position: 'relative',
  width: '1.15rem',
  height: '1.15rem',
  marginTop: '0.2rem',
  borderRadius: theme.radii.pill,
  background: theme.colors.success,
  '&::after': {
    content: '""',
    position: 'absolute',
    left: '0.4rem',
    top: '0.2rem',
    width: '0.3rem',
    height: '0.55rem',
    borderRight: `2px solid ${theme.colors.surface}`,
    borderBottom: `2px solid ${theme.colors.surface}`,
    transform: 'rotate(45deg)',
  },
}));

export type JobListCardProps = { list: JobList };

/** Responsibilities, requirements or benefits: a heading and its points. */
export function JobListCard({ list }: JobListCardProps) {
  const headingId = useId();
  return (
    <Frame as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{list.heading}</h2>
      <Items>
        {list.items.map((item) => (
          <li key={item}>
            <Check aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </Items>
    </Frame>
  );
}
