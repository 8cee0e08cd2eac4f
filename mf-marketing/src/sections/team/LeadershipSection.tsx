import { Section } from '@codecrush/ui';
import { executives } from '../../content/executives';
import { teamText } from '../../content/team';
import { PersonCard } from '../../components/PersonCard';
import { PeopleGrid } from './PeopleGrid';

/** The three executives: CEO, CTO and CFO. */
export function LeadershipSection() {
  return (
    <Section tone="alt" title={teamText.leadershipHeading}>
      <PeopleGrid columns={3}>
        {executives.map((person) => (
          <PersonCard
            key={person.name}
            name={person.name}
            role={person.role}
            bio={person.bio}
            photo={person.imageUrl}
            sizes="(max-width: 1023px) 45vw, 380px"
          />
        ))}
      </PeopleGrid>
    </Section>
  );
}
