import styled from '@emotion/styled';
import { PenLine } from 'lucide-react';
import { Banner } from '@codecrush/ui';
import { blogText } from '../content/blogText';
import type { BlogPost } from '../content/types';
import { CategoryPill } from '../components/CategoryPill';
import { PostMeta } from '../components/PostMeta';
import { illustrationImage } from '@codecrush/ui/images';
import { images } from '../generated/images';

const Details = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${theme.space.xs} ${theme.space.lg}`,
  marginTop: theme.space.md,
}));

const Byline = styled.p(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xxs,
  margin: 0,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textOnDarkMuted,
}));

export type ArticleHeroProps = { post: BlogPost };

/** The article's banner: its title (the page's h1), category, byline, date and read time. */
export function ArticleHero({ post }: ArticleHeroProps) {
  return (
    <Banner title={post.article.title} image={illustrationImage(images, 'blog-banner').src}>
      <Details>
        <CategoryPill blogType={post.blogType} />
        <Byline>
          <PenLine size={16} aria-hidden="true" />
          {blogText.post.byline}
        </Byline>
        <PostMeta date={post.date} tone="dark" />
      </Details>
    </Banner>
  );
}
