import styled from '@emotion/styled';
import { useRef } from 'react';
import { Section } from '@codecrush/ui';
import { useInViewOnce } from '@codecrush/ui/below-the-fold';
import { homeText } from '../../content/home/homeText';
import { stats } from '../../content/home/stats';
import { StatItem } from '../../components/home/StatItem';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';

const List = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: theme.space.lg,
  listStyle: 'none',
  margin: `${theme.space.xl} 0 0`,
  padding: 0,
  [theme.mq.belowTablet]: { gridTemplateColumns: 'minmax(0, 1fr)' },
}));

/** A Journey of 2 Years: the three figures count up once, when the block is scrolled into view. */
export function StatsSection() {
  const ref = useRef<HTMLUListElement>(null);
  const started = useInViewOnce(ref, { threshold: 0.3 });
  const reducedMotion = usePrefersReducedMotion();
  const { heading, intro } = homeText.stats;
  return (
    <Section tone="dark" title={heading} intro={intro}>
      <List ref={ref}>
        {stats.map((stat) => (
          <StatItem key={stat.id} stat={stat} started={started} reducedMotion={reducedMotion} />
        ))}
      </List>
    </Section>
  );
}
