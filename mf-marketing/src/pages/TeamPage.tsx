import { Banner, Section, usePageMeta } from '@codecrush/ui';
import { RemoteRoot } from '@codecrush/composition';
import { teamText } from '../content/team';
import { Prose } from '../components/Prose';
import { remote } from '../remote';
import { LeadershipSection } from '../sections/team/LeadershipSection';
import { MembersSection } from '../sections/team/MembersSection';

const intro = teamText.banner;

/** /all-members: intro, the three executives and the seventeen team members. */
export default function TeamPage() {
  usePageMeta({ description: intro.subtitle });
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <Banner title={intro.title} subtitle={intro.subtitle} />
      <Section title={teamText.intro.heading}>
        <Prose paragraphs={teamText.intro.paragraphs} />
      </Section>
      <LeadershipSection />
      <MembersSection />
    </RemoteRoot>
  );
}
