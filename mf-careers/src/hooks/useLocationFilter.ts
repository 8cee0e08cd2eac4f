import { useCallback } from 'react';
import { useSearchParams } from '@codecrush/ui/router';
import type { LocationFilter } from '../content/types';
import { readLocation, writeLocation } from '../lib/locationFilter';

export type LocationFilterState = { location: LocationFilter; setLocation: (location: LocationFilter) => void };

/**
 * The careers location filter, kept in the URL (`?location=Islamabad`) so a filtered list can be
 * shared and the back button returns to the previous choice (each choice is a history entry).
 */
export function useLocationFilter(): LocationFilterState {
  const [params, setParams] = useSearchParams();
  const location = readLocation(params);
  const setLocation = useCallback(
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: the site's routers (the shell's browser router, the prerenderer's) are not data routers and never read preventScrollReset; a new query keeps the page, which the shell scrolls only on a new path
    (next: LocationFilter) => setParams((prev) => writeLocation(prev, next), { preventScrollReset: true }),
    [setParams],
  );
  return { location, setLocation };
}
