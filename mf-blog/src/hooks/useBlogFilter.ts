import { useCallback } from 'react';
import { useSearchParams } from '@codecrush/ui/router';
import { readFilter, writeFilter } from '../lib/filterPosts';
import type { BlogFilter } from '../lib/filterPosts';
import type { BlogCategory } from '../content/types';

export type BlogFilterState = {
  filter: BlogFilter;
  setQuery: (query: string) => void;
  setCategory: (category: BlogCategory) => void;
  reset: () => void;
};

/** The blog list filter, kept in the URL (`?q=…&category=…`) so it can be shared and survives a reload. */
export function useBlogFilter(): BlogFilterState {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);

  const update = useCallback(
    (change: Partial<BlogFilter>, replace: boolean) =>
      // Stryker disable next-line BooleanLiteral: the site's routers (the shell's browser router, the prerenderer's) are not data routers and never read preventScrollReset; a new query keeps the page, which the shell scrolls only on a new path
      setParams((prev) => writeFilter(prev, { ...readFilter(prev), ...change }), { replace, preventScrollReset: true }),
    [setParams],
  );
  const setQuery = useCallback((query: string) => update({ query }, true), [update]);
  const setCategory = useCallback((category: BlogCategory) => update({ category }, false), [update]);
  const reset = useCallback(() => update({ query: '', category: 'View All' }, false), [update]);

  return { filter, setQuery, setCategory, reset };
}
