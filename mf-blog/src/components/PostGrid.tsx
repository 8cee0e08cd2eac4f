import styled from '@emotion/styled';
import type { BlogPost } from '../content/types';
import { PostCard } from './PostCard';

const List = styled('ul', { shouldForwardProp: (p) => p !== 'columns' })<{ columns?: number }>(
  ({ theme, columns }) => ({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
    gap: theme.space.lg,
    [theme.mq.desktop]: columns ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : {},
  }),
);

export type PostGridProps = {
  posts: readonly BlogPost[];
  /** Fixed number of columns on wide screens (default: as many 17rem columns as fit). */
  columns?: number;
};

/** Post cards in a responsive grid. */
export function PostGrid({ posts, columns }: PostGridProps) {
  return (
    <List columns={columns}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </List>
  );
}
