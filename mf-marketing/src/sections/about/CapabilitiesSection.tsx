import { Section } from '@codecrush/ui';
import { about } from '../../content/about';
import { ValueCardGrid } from '../../components/ValueCardGrid';

/** Capabilities: AI Solutions, Web Development, Mobile Apps, Cloud Services. */
export function CapabilitiesSection() {
  const { heading, intro, items } = about.capabilities;
  return (
    <Section tone="alt" title={heading} intro={intro}>
      <ValueCardGrid cards={items} />
    </Section>
  );
}
