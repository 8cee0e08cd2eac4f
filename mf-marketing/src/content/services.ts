import type { ServiceId } from '@codecrush/contracts';
import { cachedLoaders } from '@codecrush/composition/lazy';
import type { ServiceDetail } from './types';

/** One chunk per service: a service page downloads only its own text and pictures. */
export const loadService = cachedLoaders<ServiceId, ServiceDetail>({
  web: () => import('./services/web').then((m) => m.web),
  app: () => import('./services/app').then((m) => m.app),
  technicalservices: () => import('./services/technicalservices').then((m) => m.technicalservices),
  uiux: () => import('./services/uiux').then((m) => m.uiux),
  marketing: () => import('./services/marketing').then((m) => m.marketing),
  ecommercesolution: () => import('./services/ecommercesolution').then((m) => m.ecommercesolution),
  itconsulting: () => import('./services/itconsulting').then((m) => m.itconsulting),
  cms: () => import('./services/cms').then((m) => m.cms),
  cybersecurity: () => import('./services/cybersecurity').then((m) => m.cybersecurity),
});
