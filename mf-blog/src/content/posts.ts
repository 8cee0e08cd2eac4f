import type { BlogPost } from './types';
import { post1 } from './posts/post1';
import { post2 } from './posts/post2';
import { post3 } from './posts/post3';
import { post4 } from './posts/post4';
import { post5 } from './posts/post5';
import { post6 } from './posts/post6';

/** The six fixed articles, in id order. */
export const posts = [post1, post2, post3, post4, post5, post6] as const satisfies readonly BlogPost[];

/** The post whose id is exactly the route's `:id` ("1" … "6"); undefined for anything else. */
export function findPost(id: string | undefined): BlogPost | undefined {
  return posts.find((post) => String(post.id) === id);
}

/** Posts shown by the home page's blog teaser. */
export const teaserPostCount = 3;
