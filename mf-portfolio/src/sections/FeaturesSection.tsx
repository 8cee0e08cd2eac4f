import styled from '@emotion/styled';
import { Section } from '@codecrush/ui';
import { portfolioText } from '../content/portfolioText';
import type { CaseStudy } from '../content/types';
import { FeatureList } from '../components/FeatureList';
import { Figure } from '../components/Figure';
import { Split } from '../components/Split';
import { splitFeatures } from '../lib/splitFeatures';

const Subheading = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.space.xl}`,
  maxWidth: '46rem',
  fontSize: theme.fontSizes.lg,
  color: theme.colors.textMuted,
}));

const Aside = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space.lg, alignContent: 'start' }));

/** The feature columns start at the top, whatever the image's height. */
const Columns = styled(Split)({ alignItems: 'start' });

export type FeaturesSectionProps = { study: CaseStudy; name: string };

/** 6. Detailed features: the first five in a left list, any beyond five in a second list under the image. */
export function FeaturesSection({ study, name }: FeaturesSectionProps) {
  const { features, isWeb } = study;
  const { first, rest } = splitFeatures(features.features);
  const text = portfolioText.caseStudy;
  return (
    <Section title={features.heading} data-section="features">
      <Subheading>{features.subheading}</Subheading>
      <Columns isWeb={isWeb} data-layout={isWeb ? 'web' : 'mobile'}>
        <FeatureList features={first} />
        <Aside>
          <Figure
            image={features.image}
            alt={text.imageAlt(text.featuresImage(isWeb), name)}
            isWeb={isWeb}
            sizes={isWeb ? '(max-width: 1023px) 100vw, 700px' : '(max-width: 1023px) 100vw, 480px'}
          />
          {rest.length > 0 && <FeatureList features={rest} label={text.moreFeatures} />}
        </Aside>
      </Columns>
    </Section>
  );
}
