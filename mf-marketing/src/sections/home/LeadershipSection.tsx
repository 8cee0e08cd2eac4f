import styled from '@emotion/styled';
import { Section } from '@codecrush/ui';
import { homeText } from '../../content/home/homeText';
import { leaders } from '../../content/home/leaders';
import { LeaderCard } from '../../components/home/LeaderCard';

const Grid = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: theme.space.lg,
  listStyle: 'none',
  margin: `${theme.space.xl} 0 0`,
  padding: 0,
  [theme.mq.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.mq.belowTablet]: { gridTemplateColumns: 'minmax(0, 1fr)' },
}));

/** Our Leadership: the founder CEO and the co-founders CTO and CFO. */
export function LeadershipSection() {
  const { heading, intro } = homeText.leadership;
  return (
    <Section title={heading} intro={intro}>
      <Grid>
        {leaders.map((leader) => (
          <li key={leader.id}>
            <LeaderCard leader={leader} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}
