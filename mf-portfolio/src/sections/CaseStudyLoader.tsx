import { use } from 'react';
import type { ProjectId } from '@codecrush/contracts';
import { loadCaseStudy } from '../content/caseStudies';
import { CaseStudyView } from './CaseStudyView';

export type CaseStudyLoaderProps = { id: ProjectId };

/** Suspends while the case study's own chunk loads, then renders it. */
export function CaseStudyLoader({ id }: CaseStudyLoaderProps) {
  return <CaseStudyView study={use(loadCaseStudy(id))} />;
}
