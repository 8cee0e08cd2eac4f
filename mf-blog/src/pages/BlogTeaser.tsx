import { RemoteRoot } from '@codecrush/composition';
import { remote } from '../remote';
import { BlogTeaserSection } from '../sections/BlogTeaserSection';

/** The home page's blog fragment (exposed as BlogTeaser). */
export default function BlogTeaser() {
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <BlogTeaserSection />
    </RemoteRoot>
  );
}
