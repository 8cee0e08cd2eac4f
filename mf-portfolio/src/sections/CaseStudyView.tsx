import { SkeletonBlock, usePageMeta } from '@codecrush/ui';
import { island } from '@codecrush/composition';
import type { CaseStudy } from '../content/types';
import { AdminDashboardSection } from './AdminDashboardSection';
import { FeaturesSection } from './FeaturesSection';
import { IntroSection } from './IntroSection';
import { NotesSection } from './NotesSection';
import { OverviewSection } from './OverviewSection';
import { PointsSection } from './PointsSection';
import { ResultsSection } from './ResultsSection';
import { TechnologiesSection } from './TechnologiesSection';

/** The reviews, last on the page: in the served HTML, their code (and the slider's) near the viewport. */
const ReviewsSection = island(
  'case-study-reviews',
  () => import('./ReviewsSection').then((module) => module.ReviewsSection),
  { fallback: <SkeletonBlock height="24rem" aria-hidden="true" /> },
);

export type CaseStudyViewProps = { study: CaseStudy };

/** A case study's ten sections in their fixed order (7, the admin dashboard, only when the project has one). */
export function CaseStudyView({ study }: CaseStudyViewProps) {
  usePageMeta(study.meta);
  const name = study.meta.title;
  const { challenge, solutions, adminDashboard } = study;
  return (
    <>
      <IntroSection study={study} name={name} />
      <OverviewSection study={study} name={name} />
      <PointsSection
        section="challenges"
        heading={challenge.heading}
        image={challenge.image}
        items={challenge.challenges}
        tone="problem"
        sectionTone="alt"
      />
      <PointsSection
        section="solutions"
        heading={solutions.heading}
        image={solutions.image}
        items={solutions.solutions}
        tone="solution"
        flip
      />
      <ResultsSection study={study} />
      <FeaturesSection study={study} name={name} />
      {adminDashboard && <AdminDashboardSection dashboard={adminDashboard} name={name} />}
      <TechnologiesSection study={study} />
      <NotesSection study={study} />
      <ReviewsSection reviews={study.reviews} />
    </>
  );
}
