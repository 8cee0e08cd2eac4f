import { Section } from '@codecrush/ui';
import { about } from '../../content/about';
import { ValueCardGrid } from '../../components/ValueCardGrid';

/** Why Choose CodeCrush: Innovation First, Deep Expertise, Client-Centric, Future Vision. */
export function WhyChooseSection() {
  const { heading, intro, values } = about.whyChoose;
  return (
    <Section tone="alt" title={heading} intro={intro}>
      <ValueCardGrid cards={values} />
    </Section>
  );
}
