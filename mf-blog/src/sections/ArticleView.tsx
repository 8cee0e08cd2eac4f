import { JsonLd } from '@codecrush/ui';
import type { BlogPost } from '../content/types';
import { blogPostingJsonLd } from '../lib/blogPostingJsonLd';
import { illustrationImage } from '../lib/illustrationImage';
import { ArticleContent } from './ArticleContent';
import { ArticleHero } from './ArticleHero';
import { ContactCtaSection } from './ContactCtaSection';
import { MoreArticlesSection } from './MoreArticlesSection';

export type ArticleViewProps = { post: BlogPost };

/** One article page: hero, body with share row, the call to action, More Articles and its JSON-LD. */
export function ArticleView({ post }: ArticleViewProps) {
  const imageUrl = illustrationImage(post.img)?.src ?? '';
  return (
    <>
      <ArticleHero post={post} />
      <ArticleContent post={post} />
      <ContactCtaSection />
      <MoreArticlesSection currentId={post.id} />
      <JsonLd data={blogPostingJsonLd(post, imageUrl)} />
    </>
  );
}
