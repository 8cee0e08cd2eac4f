import styled from '@emotion/styled';
import type { BlogPost } from '../content/types';
import { PostCard } from './PostCard';

const List = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
  gap: theme.space.lg,
}));

export type PostGridProps = { posts: readonly BlogPost[] };

/** Post cards in a responsive grid. */
export function PostGrid({ posts }: PostGridProps) {
  return (
    <List>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </List>
  );
}
