import { use } from 'react';
import { Banner, CtaBanner, Section, usePageMeta } from '@codecrush/ui';
import type { ResearchId } from '@codecrush/contracts';
import { paths } from '@codecrush/contracts';
import { loadResearch } from '../../content/research';
import { researchText } from '../../content/researchText';
import { ApplicationAreas } from '../../components/ApplicationAreas';
import { FeatureGrid } from '../../components/FeatureGrid';
import { Prose } from '../../components/Prose';
import { Timeline } from '../../components/Timeline';

export type ResearchViewProps = { id: ResearchId };

/** An R&D offering: banner, about, feature grid, approach timeline, application areas and the call to action. */
export function ResearchView({ id }: ResearchViewProps) {
  const research = use(loadResearch(id));
  const text = researchText;
  usePageMeta({ title: research.title, description: research.metaDescription });
  return (
    <>
      <Banner title={research.title} subtitle={research.heading} image={research.bannerImage.src} />
      <Section title={research.howWeFollow}>
        <Prose paragraphs={research.aboutService} />
      </Section>
      <Section tone="alt" title={text.featuresHeading}>
        <FeatureGrid features={research.features} />
      </Section>
      <Section eyebrow={text.approachEyebrow} title={research.howWeApproach}>
        <Timeline steps={research.steps} />
      </Section>
      {research.applicationAreas && (
        <Section tone="alt" title={research.applicationAreas.heading}>
          <ApplicationAreas applications={research.applicationAreas.applications} />
        </Section>
      )}
      <CtaBanner title={text.ctaTitle} text={text.ctaText} action={{ label: text.ctaAction, to: paths.contact }} />
    </>
  );
}
