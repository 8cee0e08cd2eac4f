import { Banner, usePageMeta } from '@codecrush/ui';
import { RemoteRoot } from '@codecrush/composition';
import { blogText } from '../content/blogText';
import { illustrationImage } from '@codecrush/ui/images';
import { images } from '../generated/images';
import { remote } from '../remote';
import { BlogListSection } from '../sections/BlogListSection';

/** /all-blogs: banner, search, categories and the card grid. */
export default function BlogListPage() {
  const { title, subtitle, metaDescription } = blogText.list;
  usePageMeta({ description: metaDescription });
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <Banner title={title} subtitle={subtitle} image={illustrationImage(images, 'blog-banner').src} />
      <BlogListSection />
    </RemoteRoot>
  );
}
