import { Suspense } from 'react';
import { Skeleton } from '@codecrush/ui';
import { RemoteRoot } from '@codecrush/composition';
import { useParams } from '@codecrush/ui/router';
import { serviceIds } from '@codecrush/contracts';
import { knownId } from '@codecrush/composition/lazy';
import { notFoundText } from '../content/notFound';
import { detailText } from '../content/text';
import { remote } from '../remote';
import { NotFoundSection } from '../sections/NotFoundSection';
import { ServiceView } from '../sections/service/ServiceView';

/** /all-services/view-service/:serviceid — one of the nine services, or "Service not found". */
export default function ServicePage() {
  const id = knownId(serviceIds, useParams().serviceid);
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      {id ? (
        <Suspense fallback={<Skeleton label={detailText.loading} />}>
          <ServiceView key={id} id={id} />
        </Suspense>
      ) : (
        <NotFoundSection text={notFoundText.service} />
      )}
    </RemoteRoot>
  );
}
