import type { BlogPostId } from '@codecrush/contracts';
import type { ArticleBody } from './types';

/** One chunk per article body: the list, the teaser and the other articles never download it. */
const loaders: Record<BlogPostId, () => Promise<ArticleBody>> = {
  1: () => import('./articles/article1').then((m) => m.article1),
  2: () => import('./articles/article2').then((m) => m.article2),
  3: () => import('./articles/article3').then((m) => m.article3),
  4: () => import('./articles/article4').then((m) => m.article4),
  5: () => import('./articles/article5').then((m) => m.article5),
  6: () => import('./articles/article6').then((m) => m.article6),
};

const loaded = new Map<BlogPostId, Promise<ArticleBody>>();

/** The body of article `id`, fetched once and then kept (a stable promise for React's `use`). */
export function loadArticleBody(id: BlogPostId): Promise<ArticleBody> {
  let body = loaded.get(id);
  if (!body) {
    body = loaders[id]();
    loaded.set(id, body);
  }
  return body;
}
