import styled from '@emotion/styled';
import { SkeletonBlock } from '@codecrush/ui';
import { portfolioText } from '../content/portfolioText';

const Hero = styled.div(({ theme }) => ({
  padding: `calc(${theme.layout.navHeight} + ${theme.space.xxl}) ${theme.space.lg} ${theme.space.xxxl}`,
  background: theme.colors.navy,
  display: 'grid',
  gap: theme.space.md,
  minHeight: '32rem',
}));

/** The shape of a case study while its chunk loads (client navigation only; prerendered pages have it). */
export function CaseStudySkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{portfolioText.caseStudy.loading}</span>
      <Hero>
        <SkeletonBlock height="2.75rem" width="min(32rem, 80%)" />
        <SkeletonBlock height="1.25rem" width="min(28rem, 70%)" />
        <SkeletonBlock height="1.25rem" width="min(24rem, 60%)" />
      </Hero>
    </div>
  );
}
