import type { IndustryId } from '@codecrush/contracts';
import { cachedLoaders } from '@codecrush/composition/lazy';
import type { Industry } from './types';

/** One chunk per industry page. */
export const loadIndustry = cachedLoaders<IndustryId, Industry>({
  travel: () => import('./industries/travel').then((m) => m.travel),
  healthcare: () => import('./industries/healthcare').then((m) => m.healthcare),
  realstate: () => import('./industries/realstate').then((m) => m.realstate),
  retail: () => import('./industries/retail').then((m) => m.retail),
  education: () => import('./industries/education').then((m) => m.education),
  booking: () => import('./industries/booking').then((m) => m.booking),
});
