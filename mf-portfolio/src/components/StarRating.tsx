import styled from '@emotion/styled';
import { Star } from 'lucide-react';
import { portfolioText } from '../content/portfolioText';

const Stars = styled.span(({ theme }) => ({
  display: 'inline-flex',
  gap: theme.space.xxs,
  color: theme.colors.accentDark,
  '& svg[data-filled="false"]': { color: theme.colors.border },
}));

export type StarRatingProps = { stars: number };

/** Star count, read out as "5 out of 5 stars". */
export function StarRating({ stars }: StarRatingProps) {
  return (
    <Stars role="img" aria-label={portfolioText.caseStudy.starsLabel(stars)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} size={18} fill="currentColor" aria-hidden="true" data-filled={n <= stars} />
      ))}
    </Stars>
  );
}
