import styled from '@emotion/styled';
import { Section } from '@codecrush/ui';
import { careersText } from '../content/careersText';
import { jobGroups } from '../content/jobGroups';
import { CardGrid } from '../components/CardGrid';
import { JobGroupCard } from '../components/JobGroupCard';
import { LocationFilter } from '../components/LocationFilter';
import { NoOpenings } from '../components/NoOpenings';
import { useLocationFilter } from '../hooks/useLocationFilter';
import { filterGroups } from '../lib/locationFilter';

const Toolbar = styled.div(({ theme }) => ({ marginTop: theme.space.lg }));
const Results = styled.div(({ theme }) => ({ marginTop: theme.space.xl }));

/** Open Positions: the location filter (kept in the URL) and the matching groups, or an empty state. */
export function OpenPositionsSection() {
  const { location, setLocation } = useLocationFilter();
  const groups = filterGroups(jobGroups, location);
  const openings = groups.reduce((count, group) => count + group.roles.length, 0);
  const { eyebrow, heading, intro } = careersText.positions;

  return (
    <Section id="open-positions" tone="alt" eyebrow={eyebrow} title={heading} intro={intro}>
      <Toolbar>
        <LocationFilter selected={location} onSelect={setLocation} />
      </Toolbar>
      <p role="status" className="visually-hidden">
        {careersText.positions.resultCount(openings)}
      </p>
      <Results>
        {groups.length > 0 ? (
          <CardGrid min="20rem">
            {groups.map((group) => (
              <li key={group.id}>
                <JobGroupCard group={group} />
              </li>
            ))}
          </CardGrid>
        ) : (
          <NoOpenings location={location} onShowAll={() => setLocation('All')} />
        )}
      </Results>
    </Section>
  );
}
