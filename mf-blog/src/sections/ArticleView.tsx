import { JsonLd, SkeletonBlock } from '@codecrush/ui';
import { island } from '@codecrush/composition';
import type { BlogPost } from '../content/types';
import { blogPostingOf } from '../lib/blogPostingOf';
import { illustrationImage } from '@codecrush/ui/images';
import { images } from '../generated/images';
import { ArticleContent } from './ArticleContent';
import { ArticleHero } from './ArticleHero';
import { ContactCtaSection } from './ContactCtaSection';

/** More Articles below the fold: its cards are in the served HTML, its code (and the carousel's) comes near the viewport. */
const MoreArticlesSection = island(
  'more-articles',
  () => import('./MoreArticlesSection').then((module) => module.MoreArticlesSection),
  { fallback: <SkeletonBlock height="26rem" aria-hidden="true" /> },
);

export type ArticleViewProps = { post: BlogPost };

/** One article page: hero, body with share row, the call to action, More Articles and its JSON-LD. */
export function ArticleView({ post }: ArticleViewProps) {
  const imageUrl = illustrationImage(images, post.img)?.src ?? '';
  return (
    <>
      <ArticleHero post={post} />
      <ArticleContent post={post} />
      <ContactCtaSection />
      <MoreArticlesSection currentId={post.id} />
      <JsonLd data={blogPostingOf(post, imageUrl)} />
    </>
  );
}
