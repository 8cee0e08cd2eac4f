import { Banner, usePageMeta } from '@codecrush/ui';
import { RemoteRoot } from '@codecrush/composition';
import { terms } from '../content/legal/terms';
import { remote } from '../remote';
import { TermsSection } from '../sections/legal/TermsSection';

const intro = terms;

export default function TermsPage() {
  usePageMeta({ description: intro.subtitle });
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <Banner title={intro.title} subtitle={intro.subtitle} />
      <TermsSection />
    </RemoteRoot>
  );
}
