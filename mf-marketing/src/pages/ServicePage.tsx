import { Banner, RemoteRoot, usePageMeta } from '@codecrush/ui';
import { useParams } from '@codecrush/ui/router';
import { serviceNames } from '@codecrush/contracts';
import { findById } from '../content/lookup';
import { notFoundText } from '../content/notFound';
import { remote } from '../remote';

export default function ServicePage() {
  const { serviceid } = useParams();
  const name = findById(serviceNames, serviceid);
  const title = name ?? notFoundText.service;
  usePageMeta({ title });
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <Banner title={title} subtitle={name ? undefined : notFoundText.serviceHint} />
    </RemoteRoot>
  );
}
