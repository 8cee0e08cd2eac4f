import { use } from 'react';
import { Banner, CtaBanner, Section, usePageMeta } from '@codecrush/ui';
import type { IndustryId } from '@codecrush/contracts';
import { paths } from '@codecrush/contracts';
import { loadIndustry } from '../../content/industries';
import { industryText } from '../../content/industryText';
import { FeatureRows } from '../../components/FeatureRows';

export type IndustryViewProps = { id: IndustryId };

/** An industry: banner, Our Offering rows and "How can we help you?" with Drive your innovation → /contact. */
export function IndustryView({ id }: IndustryViewProps) {
  const industry = use(loadIndustry(id));
  const text = industryText;
  usePageMeta({ title: industry.title, description: industry.metaDescription });
  return (
    <>
      <Banner title={industry.title} subtitle={industry.subtitle} image={industry.bannerImage.src} />
      <Section title={text.offeringHeading} intro={industry.offeringIntro}>
        <FeatureRows features={industry.features} />
      </Section>
      <CtaBanner
        eyebrow={text.helpEyebrow}
        title={text.helpTitle}
        text={text.helpText}
        action={{ label: text.helpAction, to: paths.contact }}
      />
    </>
  );
}
