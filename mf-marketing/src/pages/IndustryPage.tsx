import { Suspense } from 'react';
import { Skeleton } from '@codecrush/ui';
import { RemoteRoot } from '@codecrush/composition';
import { useParams } from '@codecrush/ui/router';
import { industryIds } from '@codecrush/contracts';
import { knownId } from '@codecrush/composition/lazy';
import { notFoundText } from '../content/notFound';
import { detailText } from '../content/text';
import { remote } from '../remote';
import { NotFoundSection } from '../sections/NotFoundSection';
import { IndustryView } from '../sections/industry/IndustryView';

/** /all-services/industries/:id — one of the six industries, or "Industry not found". */
export default function IndustryPage() {
  const id = knownId(industryIds, useParams().id);
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      {id ? (
        <Suspense fallback={<Skeleton label={detailText.loading} />}>
          <IndustryView key={id} id={id} />
        </Suspense>
      ) : (
        <NotFoundSection text={notFoundText.industry} />
      )}
    </RemoteRoot>
  );
}
