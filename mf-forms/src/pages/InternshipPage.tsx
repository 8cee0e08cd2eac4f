import { Banner, RemoteRoot, usePageMeta } from '@codecrush/ui';
import { pageIntros } from '../content/pageIntros';
import { remote } from '../remote';
import { InternshipFormSection } from '../sections/InternshipFormSection';

const intro = pageIntros.internshipApply;

/** /careers/internship/apply: banner and the internship application form. */
export default function InternshipPage() {
  usePageMeta({ title: intro.metaTitle, description: intro.subtitle });
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <Banner title={intro.title} subtitle={intro.subtitle} />
      <InternshipFormSection />
    </RemoteRoot>
  );
}
