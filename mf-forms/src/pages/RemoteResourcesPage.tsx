import { Banner, RemoteRoot, usePageMeta } from '@codecrush/ui';
import { pageIntros } from '../content/pageIntros';
import { remote } from '../remote';
import { RemoteResourceFormSection } from '../sections/RemoteResourceFormSection';
import { RemoteResourcesIntroSection } from '../sections/RemoteResourcesIntroSection';

const intro = pageIntros.remoteResources;

/** /remote-resources: banner, the On-Demand Remote Resources panel, the Contact Us form. */
export default function RemoteResourcesPage() {
  usePageMeta({ title: intro.metaTitle, description: intro.subtitle });
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <Banner title={intro.title} subtitle={intro.subtitle} />
      <RemoteResourcesIntroSection />
      <RemoteResourceFormSection />
    </RemoteRoot>
  );
}
