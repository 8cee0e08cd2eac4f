import type { ResearchId } from '@codecrush/contracts';
import { cachedLoaders } from '@codecrush/composition/lazy';
import type { ResearchService } from './types';

/** One chunk per research and development page. */
export const loadResearch = cachedLoaders<ResearchId, ResearchService>({
  ml: () => import('./research/ml').then((m) => m.ml),
  quantumcomputing: () => import('./research/quantumcomputing').then((m) => m.quantumcomputing),
  edgecomputing: () => import('./research/edgecomputing').then((m) => m.edgecomputing),
  ai: () => import('./research/ai').then((m) => m.ai),
  blockchain: () => import('./research/blockchain').then((m) => m.blockchain),
  iot: () => import('./research/iot').then((m) => m.iot),
  nlp: () => import('./research/nlp').then((m) => m.nlp),
  rpa: () => import('./research/rpa').then((m) => m.rpa),
  cybersecurity: () => import('./research/cybersecurity').then((m) => m.cybersecurity),
});
