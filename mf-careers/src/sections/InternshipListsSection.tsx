import styled from '@emotion/styled';
import { Container } from '@codecrush/ui';
import { internship } from '../content/internship';
import { CardGrid } from '../components/CardGrid';
import { JobListCard } from '../components/JobListCard';

const Outer = styled.div(({ theme }) => ({
  padding: `${theme.space.xxxl} ${theme.space.lg}`,
  background: theme.colors.surfaceAlt,
  [theme.mq.mobile]: { padding: `${theme.space.xxl} ${theme.space.md}` },
}));

/** Responsibilities, requirements and benefits side by side (stacked on small screens). */
export function InternshipListsSection() {
  return (
    <Outer>
      <Container>
        <CardGrid min="19rem">
          {internship.lists.map((list) => (
            <li key={list.id}>
              <JobListCard list={list} />
            </li>
          ))}
        </CardGrid>
      </Container>
    </Outer>
  );
}
