import { Suspense } from 'react';
import { Skeleton } from '@codecrush/ui';
import { RemoteRoot } from '@codecrush/composition';
import { useParams } from '@codecrush/ui/router';
import { researchIds } from '@codecrush/contracts';
import { knownId } from '@codecrush/composition/lazy';
import { notFoundText } from '../content/notFound';
import { detailText } from '../content/text';
import { remote } from '../remote';
import { NotFoundSection } from '../sections/NotFoundSection';
import { ResearchView } from '../sections/research/ResearchView';

/** /all-services/research&development/:id — one of the nine R&D offerings, or "Service not found". */
export default function ResearchPage() {
  const id = knownId(researchIds, useParams().id);
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      {id ? (
        <Suspense fallback={<Skeleton label={detailText.loading} />}>
          <ResearchView key={id} id={id} />
        </Suspense>
      ) : (
        <NotFoundSection text={notFoundText.service} />
      )}
    </RemoteRoot>
  );
}
