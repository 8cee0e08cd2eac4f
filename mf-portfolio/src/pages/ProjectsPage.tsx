import { Banner, usePageMeta } from '@codecrush/ui';
import { RemoteRoot } from '@codecrush/composition';
import { portfolioText } from '../content/portfolioText';
import { illustrationImage } from '@codecrush/ui/images';
import { images } from '../generated/images';
import { remote } from '../remote';
import { SelectedWorkSection } from '../sections/SelectedWorkSection';

/** /projects: banner and the Selected Work grid of 17 cards. */
export default function ProjectsPage() {
  const { title, subtitle, metaDescription } = portfolioText.list;
  usePageMeta({ description: metaDescription });
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <Banner title={title} subtitle={subtitle} image={illustrationImage(images, 'projects-banner').src} />
      <SelectedWorkSection />
    </RemoteRoot>
  );
}
