import styled from '@emotion/styled';
import { Suspense, lazy } from 'react';
import { Picture, SkeletonBlock } from '@codecrush/ui';
import { island } from '@codecrush/composition';
import type { BlogPost } from '../content/types';
import { blogText } from '../content/blogText';
import { ArticleBodySkeleton } from '../components/ArticleBodySkeleton';
import { loadArticleBody } from '../content/articleBodies';
import { illustrationImage } from '@codecrush/ui/images';
import { images } from '../generated/images';

/**
 * The body's renderer travels with the body: both are requested at once and neither is part of the
 * page's first load. Until they are there, the served HTML keeps showing the body (or, after a client
 * navigation, the skeleton).
 */
const ArticleBodyView = lazy(() =>
  import('../components/ArticleBodyView').then((module) => ({ default: module.ArticleBodyView })),
);

/**
 * The share row, after the whole body: served in the HTML; its code (Copy Link, the brand icons,
 * the page's full address in the links) comes as the reader nears the end of the article.
 */
const ShareRow = island('share-row', () => import('../components/ShareRow').then((module) => module.ShareRow), {
  fallback: <SkeletonBlock height="5rem" aria-hidden="true" />,
  margin: '0px 0px 600px 0px',
});

const Outer = styled.article(({ theme }) => ({
  padding: `${theme.space.xxl} ${theme.space.lg} ${theme.space.xl}`,
  [theme.mq.mobile]: { padding: `${theme.space.xl} ${theme.space.md}` },
}));

/** A readable measure (~70 characters a line). */
const Measure = styled.div(({ theme }) => ({
  maxWidth: '70ch',
  margin: '0 auto',
  fontSize: '1.0625rem',
  lineHeight: 1.75,
  color: theme.colors.text,
  '& h2': { fontSize: theme.fontSizes.xxl, marginTop: theme.space.xxl, scrollMarginTop: theme.layout.navHeight },
  [theme.mq.belowTablet]: { fontSize: theme.fontSizes.md, '& h2': { fontSize: theme.fontSizes.xl } },
}));

const Figure = styled.figure(({ theme }) => ({
  margin: `0 auto ${theme.space.xl}`,
  overflow: 'hidden',
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.raised,
  background: theme.colors.navy,
  '& img': { width: '100%', height: 'auto' },
}));

export type ArticleContentProps = { post: BlogPost };

/** The article: header image, lead, headed sections, the Conclusion box and the share row. */
export function ArticleContent({ post }: ArticleContentProps) {
  const image = illustrationImage(images, post.img);
  const { article } = post;
  // Requested now, beside the renderer's chunk, not once the renderer asks for it; a failure is
  // reported where the body is shown (the renderer reads the same promise).
  loadArticleBody(post.id).catch(() => undefined);
  return (
    <Outer aria-label={article.title}>
      <Measure>
        {image && (
          <Figure>
            <Picture
              image={image}
              alt={blogText.post.imageAlt(article.title)}
              sizes="(max-width: 767px) 100vw, 760px"
              priority
            />
          </Figure>
        )}
        <Suspense fallback={<ArticleBodySkeleton />}>
          <ArticleBodyView id={post.id} />
        </Suspense>
        <ShareRow />
      </Measure>
    </Outer>
  );
}
