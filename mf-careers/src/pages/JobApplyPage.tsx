import { Banner, JsonLd, usePageMeta } from '@codecrush/ui';
import { RemoteRoot } from '@codecrush/composition';
import { internship } from '../content/internship';
import { pageIntros } from '../content/pageIntros';
import { illustrationImage } from '@codecrush/ui/images';
import { images } from '../generated/images';
import { jobPostingOf } from '../lib/jobPostingOf';
import { remote } from '../remote';
import { ApplySection } from '../sections/ApplySection';
import { InternshipAboutSection } from '../sections/InternshipAboutSection';
import { InternshipListsSection } from '../sections/InternshipListsSection';

const intro = pageIntros.jobApply;

/** /careers/apply: the web development internship (intro, responsibilities, requirements, benefits) and Apply Now. */
export default function JobApplyPage() {
  usePageMeta({ description: intro.metaDescription });
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <Banner title={intro.title} subtitle={intro.subtitle} image={illustrationImage(images, intro.image).src} />
      <InternshipAboutSection />
      <InternshipListsSection />
      <ApplySection />
      <JsonLd data={jobPostingOf(internship)} />
    </RemoteRoot>
  );
}
