import { Banner, usePageMeta } from '@codecrush/ui';
import { RemoteRoot } from '@codecrush/composition';
import { blogText } from '../content/blogText';
import { illustrationImage } from '@codecrush/ui/images';
import { images } from '../generated/images';
import { remote } from '../remote';
import { ContactCtaSection } from '../sections/ContactCtaSection';
import { JavascriptPostsSection } from '../sections/JavascriptPostsSection';

/** /blog/javascript: articles on JavaScript and software development. */
export default function BlogJavascriptPage() {
  const { title, subtitle, metaDescription } = blogText.javascript;
  usePageMeta({ description: metaDescription });
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <Banner title={title} subtitle={subtitle} image={illustrationImage(images, 'blog-banner').src} />
      <JavascriptPostsSection />
      <ContactCtaSection />
    </RemoteRoot>
  );
}
