import styled from '@emotion/styled';
import { use } from 'react';
import type { BlogPostId } from '@codecrush/contracts';
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
