import { Banner, usePageMeta } from '@codecrush/ui';
import { RemoteRoot } from '@codecrush/composition';
import { pageIntros } from '../content/pageIntros';
import { illustrationImage } from '@codecrush/ui/images';
import { images } from '../generated/images';
import { remote } from '../remote';
import { OpenPositionsSection } from '../sections/OpenPositionsSection';
import { ValuesSection } from '../sections/ValuesSection';

const intro = pageIntros.careers;

/** /careers: banner, the three values and the open positions with their location filter. */
export default function CareersPage() {
  usePageMeta({ description: intro.metaDescription });
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <Banner title={intro.title} subtitle={intro.subtitle} image={illustrationImage(images, intro.image).src} />
      <ValuesSection />
      <OpenPositionsSection />
    </RemoteRoot>
  );
}
