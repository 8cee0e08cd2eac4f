import { Banner, SkeletonBlock, usePageMeta } from '@codecrush/ui';
import { RemoteRoot, island } from '@codecrush/composition';
import { pageIntros } from '../content/pageIntros';
import { remote } from '../remote';

/** The form as an island: its fields are served; its code comes once the browser is idle after the load, or at first use. */
const InternshipFormSection = island(
  'internship-form',
  () => import('../sections/InternshipFormSection').then((module) => module.InternshipFormSection),
  { fallback: <SkeletonBlock height="48rem" aria-hidden="true" />, idleWhenInView: true },
);

const intro = pageIntros.internshipApply;

/** /careers/internship/apply: banner and the internship application form. */
export default function InternshipPage() {
  usePageMeta({ description: intro.subtitle });
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <Banner title={intro.title} subtitle={intro.subtitle} />
      <InternshipFormSection />
    </RemoteRoot>
  );
}
