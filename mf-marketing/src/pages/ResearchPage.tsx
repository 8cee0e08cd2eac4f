import { Banner, RemoteRoot, usePageMeta } from '@codecrush/ui';
import { useParams } from '@codecrush/ui/router';
import { researchNames } from '@codecrush/contracts';
import { findById } from '../content/lookup';
import { notFoundText } from '../content/notFound';
import { remote } from '../remote';

export default function ResearchPage() {
  const { id } = useParams();
  const name = findById(researchNames, id);
  const title = name ?? notFoundText.service;
  usePageMeta({ title });
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <Banner title={title} subtitle={name ? undefined : notFoundText.serviceHint} />
    </RemoteRoot>
  );
}
