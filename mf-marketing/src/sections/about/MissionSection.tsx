import styled from '@emotion/styled';
import { useId } from 'react';
import { Container } from '@codecrush/ui';
import { about } from '../../content/about';

const Outer = styled.div(({ theme }) => ({
  padding: `${theme.space.xxxl} ${theme.space.lg}`,
  [theme.mq.mobile]: { padding: `${theme.space.xxl} ${theme.space.md}` },
}));

const Columns = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space.xl,
  [theme.mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
}));

const Panel = styled.section(({ theme }) => ({
  padding: theme.space.xl,
  borderRadius: theme.radii.lg,
  background: theme.colors.surfaceAlt,
  '& h2': { fontSize: theme.fontSizes.xxl, marginBottom: theme.space.lg },
  '& ul': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.md },
  '& li': { display: 'flex', gap: theme.space.sm, lineHeight: 1.6 },
  // A round marker drawn in CSS.
  '& li::before': {
    content: '""',
    flexShrink: 0,
    width: '0.75em',
    height: '0.75em',
    marginTop: '0.4em',
    borderRadius: theme.radii.pill,
    border: `3px solid ${theme.colors.primary}`,
  },
}));

function PointList({ heading, points }: { heading: string; points: readonly string[] }) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </Panel>
  );
}

/** Mission (3 points) beside Objectives (4 points). */
export function MissionSection() {
  const { mission, objectives } = about;
  return (
    <Outer>
      <Container>
        <Columns>
          <PointList heading={mission.heading} points={mission.points} />
          <PointList heading={objectives.heading} points={objectives.points} />
        </Columns>
      </Container>
    </Outer>
  );
}
