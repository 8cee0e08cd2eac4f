import type { BlogPost } from '../content/types';

/** Tags that put a post on /blog/javascript. */
const javascriptTags = ['javascript', 'software development'] as const;

/** Posts tagged JavaScript or software development; falls back to the Software Development category so the page is never empty. */
export function javascriptPosts<T extends BlogPost>(posts: readonly T[]): T[] {
  const tagged = posts.filter((post) =>
    post.article.tags.some((tag) => (javascriptTags as readonly string[]).includes(tag.toLowerCase())),
  );
  if (tagged.length > 0) return tagged;
  const byCategory = posts.filter((post) => post.blogType === 'Software Development');
  return byCategory.length > 0 ? byCategory : [...posts];
}
