import { Section } from '@codecrush/ui';
import { members, teamText } from '../../content/team';
import { PersonCard } from '../../components/PersonCard';
import { PeopleGrid } from './PeopleGrid';

/** The seventeen team members with name, role and photo. */
export function MembersSection() {
  return (
    <Section title={teamText.membersHeading}>
      <PeopleGrid columns={4}>
        {members.map((person) => (
          <PersonCard
            key={person.name}
            name={person.name}
            role={person.role}
            photo={person.image}
            sizes="(max-width: 1023px) 45vw, 280px"
          />
        ))}
      </PeopleGrid>
    </Section>
  );
}
