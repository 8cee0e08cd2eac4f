import { projectIds } from '@codecrush/contracts';
import type { ProjectId } from '@codecrush/contracts';
import { cachedLoaders, knownId } from '@codecrush/composition/lazy';
import type { CaseStudy } from './types';

/**
 * The case study of `id`, fetched once and then kept (a stable promise for React's `use`). One chunk
 * per case study: the list page and the other case studies never download it.
 */
export const loadCaseStudy = cachedLoaders<ProjectId, CaseStudy>({
  comboseek: () => import('./caseStudies/comboseek').then((m) => m.comboseek),
  gohijazweb: () => import('./caseStudies/gohijazweb').then((m) => m.gohijazweb),
  gohijazapp: () => import('./caseStudies/gohijazapp').then((m) => m.gohijazapp),
  tailorbhai: () => import('./caseStudies/tailorbhai').then((m) => m.tailorbhai),
  xplorepk: () => import('./caseStudies/xplorepk').then((m) => m.xplorepk),
  sms: () => import('./caseStudies/sms').then((m) => m.sms),
  stylemate: () => import('./caseStudies/stylemate').then((m) => m.stylemate),
  quranicquotes: () => import('./caseStudies/quranicquotes').then((m) => m.quranicquotes),
  mathsolver: () => import('./caseStudies/mathsolver').then((m) => m.mathsolver),
  englishmaster: () => import('./caseStudies/englishmaster').then((m) => m.englishmaster),
  picstudy: () => import('./caseStudies/picstudy').then((m) => m.picstudy),
  subsmanagment: () => import('./caseStudies/subsmanagment').then((m) => m.subsmanagment),
  islamicmaster: () => import('./caseStudies/islamicmaster').then((m) => m.islamicmaster),
  mcqspro: () => import('./caseStudies/mcqspro').then((m) => m.mcqspro),
  leadgen: () => import('./caseStudies/leadgen').then((m) => m.leadgen),
  holytutor: () => import('./caseStudies/holytutor').then((m) => m.holytutor),
});

/** The route's `:id` when it names a case study (exact match), else undefined. */
export function toProjectId(id: string | undefined): ProjectId | undefined {
  return knownId(projectIds, id);
}
