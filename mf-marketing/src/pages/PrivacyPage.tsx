import { Banner, usePageMeta } from '@codecrush/ui';
import { RemoteRoot } from '@codecrush/composition';
import { privacyPolicy } from '../content/legal/privacy';
import { remote } from '../remote';
import { PrivacySection } from '../sections/legal/PrivacySection';

const intro = privacyPolicy;

export default function PrivacyPage() {
  usePageMeta({ description: intro.subtitle });
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <Banner title={intro.title} subtitle={intro.subtitle} />
      <PrivacySection />
    </RemoteRoot>
  );
}
