import { Banner, RemoteRoot, usePageMeta } from '@codecrush/ui';
import { pageIntros } from '../content/pageIntros';
import { remote } from '../remote';
import { PrivacySection } from '../sections/legal/PrivacySection';

const intro = pageIntros.privacy;

export default function PrivacyPage() {
  usePageMeta({ title: intro.metaTitle, description: intro.subtitle });
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <Banner title={intro.title} subtitle={intro.subtitle} />
      <PrivacySection />
    </RemoteRoot>
  );
}
