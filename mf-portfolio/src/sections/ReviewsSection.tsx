import styled from '@emotion/styled';
import { Suspense, lazy } from 'react';
import { Section } from '@codecrush/ui';
import { reviewSlider } from '../content/constants';
import { portfolioText } from '../content/portfolioText';
import type { Review } from '../content/types';
import { ReviewCard } from '../components/ReviewCard';
import { useNearViewport } from '@codecrush/ui';

/** The carousel library (react-slick) is fetched only when the reviews come near the viewport. */
const Carousel = lazy(() => import('@codecrush/ui/carousel').then((module) => ({ default: module.Carousel })));

const Slide = styled.div(({ theme }) => ({
  height: '100%',
  padding: `${theme.space.xs} ${theme.space.xs} ${theme.space.md}`,
}));
const Frame = styled.div({ maxWidth: '52rem', margin: '0 auto' });

export type ReviewsSectionProps = { reviews: readonly Review[] };

/**
 * 10. Reviews: one slide at a time, dots, no arrows, 500 ms, autoplay 5000 ms, infinite, pausable.
 * Until the slider's code arrives the first review is shown as plain content (also the server's HTML).
 */
export function ReviewsSection({ reviews }: ReviewsSectionProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const first = reviews[0];
  const plain = first ? (
    <Slide>
      <ReviewCard review={first} />
    </Slide>
  ) : null;
  return (
    <Section title={portfolioText.caseStudy.reviewsHeading} tone="alt" data-section="reviews">
      <Frame ref={ref}>
        {near ? (
          <Suspense fallback={plain}>
            <Carousel label={portfolioText.caseStudy.reviewsLabel} {...reviewSlider}>
              {reviews.map((review) => (
                <Slide key={review.name}>
                  <ReviewCard review={review} />
                </Slide>
              ))}
            </Carousel>
          </Suspense>
        ) : (
          plain
        )}
      </Frame>
    </Section>
  );
}
