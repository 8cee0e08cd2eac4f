import { Section } from '@codecrush/ui';
import { homeText } from '../../content/home/homeText';
import { serviceSections } from '../../content/home/serviceSections';
import { DesktopServices } from '../../components/home/DesktopServices';
import { MobileServices } from '../../components/home/MobileServices';

/** Services, Research and Industries: a paged track on desktop, stacked sliders on small screens. */
export function ServicesSection() {
  const { eyebrow, heading, intro } = homeText.services;
  return (
    <Section eyebrow={eyebrow} title={heading} intro={intro}>
      <DesktopServices sections={serviceSections} />
      <MobileServices sections={serviceSections} />
    </Section>
  );
}
