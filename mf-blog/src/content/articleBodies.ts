import type { BlogPostId } from '@codecrush/contracts';
import { cachedLoaders } from '@codecrush/composition/lazy';
import type { ArticleBody } from './types';

/**
 * The body of article `id`, fetched once and then kept (a stable promise for React's `use`). One
 * chunk per article body: the list, the teaser and the other articles never download it.
 */
export const loadArticleBody = cachedLoaders<BlogPostId, ArticleBody>({
  1: () => import('./articles/article1').then((m) => m.article1),
  2: () => import('./articles/article2').then((m) => m.article2),
  3: () => import('./articles/article3').then((m) => m.article3),
  4: () => import('./articles/article4').then((m) => m.article4),
  5: () => import('./articles/article5').then((m) => m.article5),
  6: () => import('./articles/article6').then((m) => m.article6),
});
