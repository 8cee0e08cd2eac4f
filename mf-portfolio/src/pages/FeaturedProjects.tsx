import { RemoteRoot } from '@codecrush/composition';
import { remote } from '../remote';
import { FeaturedProjectsSection } from '../sections/FeaturedProjectsSection';

/** The home page's featured-projects fragment (exposed as FeaturedProjects). */
export default function FeaturedProjects() {
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <FeaturedProjectsSection />
    </RemoteRoot>
  );
}
