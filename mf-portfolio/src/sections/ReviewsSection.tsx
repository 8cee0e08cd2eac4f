import styled from '@emotion/styled';
import { Section } from '@codecrush/ui';
import { LazyCarousel } from '@codecrush/ui/below-the-fold';
import { reviewSlider } from '../content/constants';
import { portfolioText } from '../content/portfolioText';
import type { Review } from '../content/types';
import { ReviewCard } from '../components/ReviewCard';

const Slide = styled.div(({ theme }) => ({
  height: '100%',
  padding: `${theme.space.xs} ${theme.space.xs} ${theme.space.md}`,
}));
const Frame = styled.div({ maxWidth: '52rem', margin: '0 auto' });

export type ReviewsSectionProps = { reviews: readonly Review[] };

/**
 * 10. Reviews: one slide at a time, dots, no arrows, 500 ms, autoplay 5000 ms, infinite, pausable.
 * Every review is in the served HTML (a plain row); the slider's code comes near the viewport.
 */
export function ReviewsSection({ reviews }: ReviewsSectionProps) {
  return (
    <Section title={portfolioText.caseStudy.reviewsHeading} tone="alt" data-section="reviews">
      <Frame>
        <LazyCarousel label={portfolioText.caseStudy.reviewsLabel} {...reviewSlider}>
          {reviews.map((review) => (
            <Slide key={review.name}>
              <ReviewCard review={review} />
            </Slide>
          ))}
        </LazyCarousel>
      </Frame>
    </Section>
  );
}
