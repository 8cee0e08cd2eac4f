import styled from '@emotion/styled';
import type { BlogType } from '../content/types';

const Pill = styled('span', { shouldForwardProp: (p) => p !== 'kind' })<{ kind: BlogType }>(({ theme, kind }) => ({
  display: 'inline-block',
  padding: `${theme.space.xxs} ${theme.space.sm}`,
  borderRadius: theme.radii.pill,
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.02em',
  lineHeight: 1.4,
  color: theme.colors.textOnDark,
  background: kind === 'Technology' ? theme.colors.accentDark : theme.colors.primary,
}));

export type CategoryPillProps = { blogType: BlogType; className?: string };

/** The post's category (blogType) as a small coloured label. */
export function CategoryPill({ blogType, className }: CategoryPillProps) {
  return (
    <Pill kind={blogType} className={className}>
      {blogType}
    </Pill>
  );
}
