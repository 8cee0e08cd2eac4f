import { jobLocations } from '../content/types';
import type { JobGroup, JobLocation, LocationFilter } from '../content/types';

/** The URL's query parameter holding the location filter (`/careers?location=Islamabad`). */
const locationParam = 'location';

const isJobLocation = (value: string): value is JobLocation => (jobLocations as readonly string[]).includes(value);

/** The filter in the URL: a known location, else All (the default). */
export function readLocation(params: URLSearchParams): LocationFilter {
  const value = params.get(locationParam);
  return value !== null && isJobLocation(value) ? value : 'All';
}

/** The URL parameters with the filter set (All removes the parameter); other parameters are kept. */
export function writeLocation(params: URLSearchParams, location: LocationFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  if (location === 'All') next.delete(locationParam);
  else next.set(locationParam, location);
  return next;
}

/** The groups shown for a filter: all of them, or those of one location. */
export function filterGroups<G extends Pick<JobGroup, 'location'>>(
  groups: readonly G[],
  location: LocationFilter,
): G[] {
  return location === 'All' ? [...groups] : groups.filter((group) => group.location === location);
}

/** The filter's choices: All, then every location. */
export const locationChoices: readonly LocationFilter[] = ['All', ...jobLocations];
