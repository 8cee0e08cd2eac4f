import { Banner, usePageMeta } from '@codecrush/ui';
import { RemoteRoot } from '@codecrush/composition';
import { about } from '../content/about';
import { remote } from '../remote';
import { CapabilitiesSection } from '../sections/about/CapabilitiesSection';
import { CeoMessageSection } from '../sections/about/CeoMessageSection';
import { MissionSection } from '../sections/about/MissionSection';
import { VisionSection } from '../sections/about/VisionSection';
import { WhyChooseSection } from '../sections/about/WhyChooseSection';

const { intro } = about;

/** /about: hero, CEO message, why choose us, mission and objectives, capabilities and the 2030 vision. */
export default function AboutPage() {
  usePageMeta({ description: intro.subtitle });
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <Banner title={intro.title} subtitle={intro.subtitle} image={about.heroImage.src} />
      <CeoMessageSection />
      <WhyChooseSection />
      <MissionSection />
      <CapabilitiesSection />
      <VisionSection />
    </RemoteRoot>
  );
}
