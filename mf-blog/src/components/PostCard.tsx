import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import { Picture } from '@codecrush/ui';
import { Card, CardMore, cardTitleLink } from '@codecrush/ui/card';
import { Link } from '@codecrush/ui/router';
import { hrefs } from '@codecrush/contracts';
import { blogText } from '../content/blogText';
import type { BlogPost } from '../content/types';
import { illustrationImage } from '@codecrush/ui/images';
import { images } from '../generated/images';
import { CategoryPill } from './CategoryPill';
import { PostMeta } from './PostMeta';

const Frame = styled(Card)({ display: 'flex', flexDirection: 'column', height: '100%', overflow: 'hidden' });

const Media = styled.div(({ theme }) => ({
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  background: theme.colors.navy,
  '& img': { width: '100%', height: '100%', objectFit: 'cover' },
}));

const PillSpot = styled.div(({ theme }) => ({ position: 'absolute', top: theme.space.sm, left: theme.space.sm }));

const Body = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  flex: 1,
  padding: theme.space.lg,
}));

const Title = styled.h3(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.xl,
  lineHeight: 1.3,
  // The whole card is clickable through the title link.
  ...cardTitleLink(theme),
}));

const Excerpt = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontSize: theme.fontSizes.sm,
}));

export type PostCardProps = { post: BlogPost; sizes?: string };

/** A post in a list: illustration, category, date, read time, title (the link) and description. */
export function PostCard({ post, sizes = '(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 400px' }: PostCardProps) {
  const image = illustrationImage(images, post.img);
  return (
    <Frame as="article" hover="lift" clickable>
      <Media>
        {image && <Picture image={image} alt="" sizes={sizes} />}
        <PillSpot>
          <CategoryPill blogType={post.blogType} />
        </PillSpot>
      </Media>
      <Body>
        <PostMeta date={post.date} compact />
        <Title>
          <Link to={hrefs.blogPost(post.id)}>{post.heading}</Link>
        </Title>
        <Excerpt>{post.description}</Excerpt>
        <CardMore aria-hidden="true">
          {blogText.post.readMore}
          <ArrowRight size={16} />
        </CardMore>
      </Body>
    </Frame>
  );
}
