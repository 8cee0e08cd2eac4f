import { Suspense } from 'react';
import { RemoteRoot } from '@codecrush/composition';
import { useParams } from '@codecrush/ui/router';
import { toProjectId } from '../content/caseStudies';
import { remote } from '../remote';
import { CaseStudyLoader } from '../sections/CaseStudyLoader';
import { CaseStudySkeleton } from '../sections/CaseStudySkeleton';
import { ProjectNotFoundSection } from '../sections/ProjectNotFoundSection';

/** /view-project/:id — one of the 16 case studies, or a not-found view for any other id. */
export default function ProjectPage() {
  const id = toProjectId(useParams().id);
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      {id ? (
        <Suspense fallback={<CaseStudySkeleton />}>
          <CaseStudyLoader key={id} id={id} />
        </Suspense>
      ) : (
        <ProjectNotFoundSection />
      )}
    </RemoteRoot>
  );
}
