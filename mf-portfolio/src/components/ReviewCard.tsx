import styled from '@emotion/styled';
import { Card } from '@codecrush/ui/card';
import { Quote } from 'lucide-react';
import type { Review } from '../content/types';
import { StarRating } from './StarRating';

const Frame = styled(Card)(({ theme }) => ({
  height: '100%',
  margin: 0,
  padding: theme.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.lg,
  borderRadius: theme.radii.lg,
  '& blockquote': { margin: 0, fontSize: theme.fontSizes.lg, lineHeight: 1.7, color: theme.colors.text },
  [theme.mq.belowTablet]: { padding: theme.space.lg, '& blockquote': { fontSize: theme.fontSizes.md } },
}));

const Mark = styled.span(({ theme }) => ({ color: theme.colors.primary }));

const Person = styled.figcaption(({ theme }) => ({
  marginTop: 'auto',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: theme.space.md,
  // On phones the stars take their own row under the name.
  [theme.mq.belowPhone]: { gridTemplateColumns: 'auto 1fr', '& > [role="img"]': { gridColumn: '1 / -1' } },
}));

const Initials = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: theme.radii.pill,
  background: theme.colors.navy,
  color: theme.colors.textOnDark,
  fontWeight: 700,
}));

const Name = styled.span(({ theme }) => ({ display: 'block', fontWeight: 700, color: theme.colors.navy }));
const Role = styled.span(({ theme }) => ({
  display: 'block',
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
}));

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((part) => /^[A-Z]/.test(part))
    .slice(0, 2)
    .map((part) => part[0])
    .join('');

export type ReviewCardProps = { review: Review };

/** One client review: text, name, role and star count. */
export function ReviewCard({ review }: ReviewCardProps) {
  return (
    <Frame as="figure" outlined={false}>
      <Mark aria-hidden="true">
        <Quote size={32} />
      </Mark>
      <blockquote>{review.review}</blockquote>
      <Person>
        <Initials aria-hidden="true">{initialsOf(review.name)}</Initials>
        <span>
          <Name>{review.name}</Name>
          <Role>{review.role}</Role>
        </span>
        <StarRating stars={review.stars} />
      </Person>
    </Frame>
  );
}
