import { Banner, RemoteRoot, usePageMeta } from '@codecrush/ui';
import { useParams } from '@codecrush/ui/router';
import { industryNames } from '@codecrush/contracts';
import { findById } from '../content/lookup';
import { notFoundText } from '../content/notFound';
import { remote } from '../remote';

export default function IndustryPage() {
  const { id } = useParams();
  const name = findById(industryNames, id);
  const title = name ?? notFoundText.industry;
  usePageMeta({ title });
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <Banner title={title} subtitle={name ? undefined : notFoundText.industryHint} />
    </RemoteRoot>
  );
}
