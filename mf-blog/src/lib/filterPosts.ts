import { blogCategories } from '../content/types';
import type { BlogCategory, BlogPost } from '../content/types';

/** The blog list's state: category defaults to View All, search is empty. */
export interface BlogFilter {
  category: BlogCategory;
  query: string;
}

const allCategory: BlogCategory = 'View All';

/** URL search parameters that keep the filter shareable (`?q=…&category=…`). */
const filterParams = { query: 'q', category: 'category' } as const;

/** A post shows when the category matches (View All matches all) and the search text is in its heading or description, case-insensitive. */
export function matchesFilter(
  post: Pick<BlogPost, 'heading' | 'description' | 'blogType'>,
  filter: BlogFilter,
): boolean {
  const categoryMatches = filter.category === allCategory || post.blogType === filter.category;
  const needle = filter.query.trim().toLowerCase();
  const textMatches =
    needle === '' || post.heading.toLowerCase().includes(needle) || post.description.toLowerCase().includes(needle);
  return categoryMatches && textMatches;
}

export function filterPosts<T extends Pick<BlogPost, 'heading' | 'description' | 'blogType'>>(
  posts: readonly T[],
  filter: BlogFilter,
): T[] {
  return posts.filter((post) => matchesFilter(post, filter));
}

export function parseCategory(value: string | null): BlogCategory {
  return blogCategories.find((category) => category === value) ?? allCategory;
}

/** Reads the filter from the URL; unknown categories fall back to View All. */
export function readFilter(params: URLSearchParams): BlogFilter {
  return {
    category: parseCategory(params.get(filterParams.category)),
    query: params.get(filterParams.query) ?? '',
  };
}

/** Writes the filter into a copy of `params`, leaving defaults out so the plain list keeps a clean URL. */
export function writeFilter(params: URLSearchParams, filter: BlogFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filter.query === '') next.delete(filterParams.query);
  else next.set(filterParams.query, filter.query);
  if (filter.category === allCategory) next.delete(filterParams.category);
  else next.set(filterParams.category, filter.category);
  return next;
}
