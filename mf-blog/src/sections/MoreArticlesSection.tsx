import styled from '@emotion/styled';
import { Section } from '@codecrush/ui';
import { LazyCarousel } from '@codecrush/ui/below-the-fold';
import type { BlogPostId } from '@codecrush/contracts';
import { blogText } from '../content/blogText';
import { gridVariantCount, gridVariantPostId, moreArticlesCarousel } from '../content/moreArticles';
import { posts } from '../content/posts';
import { PostCard } from '../components/PostCard';
import { PostGrid } from '../components/PostGrid';

/** Cards in a slide keep equal height and some room for their shadow. */
const Slide = styled.div(({ theme }) => ({ height: '100%', padding: `${theme.space.xs} 0 ${theme.space.md}` }));

export type MoreArticlesSectionProps = { currentId: BlogPostId };

/** More Articles: a carousel of the six posts, or (on the AI article) a grid of four other posts. */
export function MoreArticlesSection({ currentId }: MoreArticlesSectionProps) {
  const { heading, carouselLabel } = blogText.moreArticles;
  if (currentId === gridVariantPostId) {
    const others = posts.filter((post) => post.id !== currentId).slice(0, gridVariantCount);
    return (
      <Section tone="alt" title={heading}>
        <PostGrid posts={others} columns={gridVariantCount} />
      </Section>
    );
  }
  return (
    <Section tone="alt" title={heading}>
      <LazyCarousel label={carouselLabel} {...moreArticlesCarousel}>
        {posts.map((post) => (
          <Slide key={post.id}>
            <PostCard post={post} sizes="(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 300px" />
          </Slide>
        ))}
      </LazyCarousel>
    </Section>
  );
}
