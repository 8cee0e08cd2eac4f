import { Banner, SkeletonBlock, usePageMeta } from '@codecrush/ui';
import { RemoteRoot, island } from '@codecrush/composition';
import { pageIntros } from '../content/pageIntros';
import { remote } from '../remote';
import { RemoteResourcesIntroSection } from '../sections/RemoteResourcesIntroSection';

/** The form as an island: its fields are served; its code comes once the browser is idle after the load, or at first use. */
const RemoteResourceFormSection = island(
  'remote-resources-form',
  () => import('../sections/RemoteResourceFormSection').then((module) => module.RemoteResourceFormSection),
  { fallback: <SkeletonBlock height="32rem" aria-hidden="true" />, idleWhenInView: true },
);

const intro = pageIntros.remoteResources;

/** /remote-resources: banner, the On-Demand Remote Resources panel, the Contact Us form. */
export default function RemoteResourcesPage() {
  usePageMeta({ description: intro.subtitle });
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <Banner title={intro.title} subtitle={intro.subtitle} />
      <RemoteResourcesIntroSection />
      <RemoteResourceFormSection />
    </RemoteRoot>
  );
}
