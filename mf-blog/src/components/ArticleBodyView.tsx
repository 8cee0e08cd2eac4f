import styled from '@emotion/styled';
import { use } from 'react';
import type { BlogPostId } from '@codecrush/contracts';
import { SkeletonBlock } from '@codecrush/ui';
import { loadArticleBody } from '../content/articleBodies';
import { ArticleBlocks } from './ArticleBlocks';
import { ConclusionBox } from './ConclusionBox';

const Lead = styled.p(({ theme }) => ({
  fontSize: theme.fontSizes.xl,
  lineHeight: 1.6,
  color: theme.colors.navy,
  marginBottom: theme.space.xl,
  [theme.mq.belowTablet]: { fontSize: theme.fontSizes.lg },
}));

export type ArticleBodyViewProps = { id: BlogPostId };

/** Lead, headed sections and the Conclusion box of one article (suspends while its chunk loads). */
export function ArticleBodyView({ id }: ArticleBodyViewProps) {
  const body = use(loadArticleBody(id));
  return (
    <>
      <Lead>{body.lead}</Lead>
      {body.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <ArticleBlocks blocks={section.blocks} />
        </section>
      ))}
      <ConclusionBox paragraphs={body.conclusion} />
    </>
  );
}

const Lines = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space.sm, minHeight: '60vh' }));

/** The shape of an article body while it loads. */
export function ArticleBodySkeleton() {
  return (
    <Lines aria-hidden="true">
      <SkeletonBlock height="1.5rem" />
      <SkeletonBlock height="1.5rem" width="85%" />
      <SkeletonBlock height="2rem" width="50%" />
      <SkeletonBlock />
      <SkeletonBlock width="92%" />
      <SkeletonBlock width="88%" />
    </Lines>
  );
}
