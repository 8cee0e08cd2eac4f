import styled from '@emotion/styled';
import { useId } from 'react';
import { CircleCheck, Target } from 'lucide-react';
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
  '& li svg': { flexShrink: 0, marginTop: '0.15em', color: theme.colors.primary },
}));

function PointList({ heading, points, Icon }: { heading: string; points: readonly string[]; Icon: typeof Target }) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul>
        {points.map((point) => (
          <li key={point}>
            <Icon size={22} aria-hidden="true" />
            {point}
          </li>
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
          <PointList heading={mission.heading} points={mission.points} Icon={Target} />
          <PointList heading={objectives.heading} points={objectives.points} Icon={CircleCheck} />
        </Columns>
      </Container>
    </Outer>
  );
}
