import { Section } from '@codecrush/ui';
import { portfolioText } from '../content/portfolioText';
import { projectCards } from '../content/projectCards';
import { ProjectGrid } from '../components/ProjectGrid';

/** Selected Work: the 17 project cards. */
export function SelectedWorkSection() {
  const { heading, intro } = portfolioText.list;
  return (
    <Section title={heading} intro={intro}>
      <ProjectGrid cards={projectCards} columns={3} eagerFirst />
    </Section>
  );
}
