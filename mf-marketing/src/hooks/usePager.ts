import { useCallback, useState } from 'react';

export type Pager = {
  /** 1-based, as shown in the page counter. */
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
  previous: () => void;
  next: () => void;
};

/** Paging through `pageCount` pages (the desktop services block): no wrap, starts at page 1. */
export function usePager(pageCount: number): Pager {
  const [page, setPage] = useState(1);
  // Stryker disable next-line ArrayDeclaration: previous reads nothing of the render, so a fixed list of other values keeps it the same function too
  const previous = useCallback(() => setPage((current) => Math.max(1, current - 1)), []);
  const next = useCallback(() => setPage((current) => Math.min(pageCount, current + 1)), [pageCount]);
  return { page, pageCount, hasPrevious: page > 1, hasNext: page < pageCount, previous, next };
}
