import { Banner, RemoteRoot, RemoteSlot, usePageMeta } from '@codecrush/ui';
import { homeFragments } from '@codecrush/contracts';
import { pageIntros } from '../content/pageIntros';
import { remote } from '../remote';

const intro = pageIntros.home;

export default function HomePage() {
  usePageMeta({ title: intro.metaTitle, description: intro.subtitle });
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <Banner title={intro.title} subtitle={intro.subtitle} />
      <RemoteSlot id={homeFragments.featuredProjects} />
      <RemoteSlot id={homeFragments.blogTeaser} />
      <RemoteSlot id={homeFragments.contactForm} />
    </RemoteRoot>
  );
}
