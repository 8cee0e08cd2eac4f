import styled from '@emotion/styled';
import { Picture } from '@codecrush/ui';
import type { CaseStudyImage } from '../content/types';

const Frame = styled('div', { shouldForwardProp: (p) => p !== 'isWeb' })<{ isWeb: boolean }>(({ theme, isWeb }) => ({
  overflow: 'hidden',
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.raised,
  background: theme.colors.navy,
  // Web projects: a wide screenshot; mobile apps: a narrower frame around the phones.
  width: '100%',
  maxWidth: isWeb ? '100%' : '34rem',
  marginInline: 'auto',
  '& img': { width: '100%', height: 'auto' },
}));

export type FigureProps = {
  image: CaseStudyImage;
  alt: string;
  isWeb: boolean;
  sizes: string;
  priority?: boolean;
};

/** A case-study image: full width for web projects, a narrower frame around the phones for mobile apps. */
export function Figure({ image, alt, isWeb, sizes, priority }: FigureProps) {
  return (
    <Frame isWeb={isWeb} data-layout={isWeb ? 'web' : 'mobile'}>
      <Picture image={image} alt={alt} sizes={sizes} priority={priority} />
    </Frame>
  );
}
