import { Section } from '@codecrush/ui';
import { portfolioText } from '../content/portfolioText';
import type { CaseStudy } from '../content/types';
import { Figure } from '../components/Figure';
import { Prose, Split } from '../components/Split';

export type OverviewSectionProps = { study: CaseStudy; name: string };

/** 2. Overview: what the product is and who it serves. */
export function OverviewSection({ study, name }: OverviewSectionProps) {
  const { overview, isWeb } = study;
  return (
    <Section title={overview.heading} data-section="overview">
      <Split isWeb={isWeb}>
        <Prose>{overview.description}</Prose>
        <Figure
          image={overview.image}
          alt={portfolioText.caseStudy.imageAlt(portfolioText.caseStudy.overviewImage, name)}
          isWeb={isWeb}
          sizes="(max-width: 1023px) 100vw, 600px"
        />
      </Split>
    </Section>
  );
}
