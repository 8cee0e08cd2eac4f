import styled from '@emotion/styled';

/**
 * Text beside an image from 1024 px up, stacked below. `isWeb` gives a wide screenshot the larger
 * column; a mobile app's phone art takes the smaller one. `flip` puts the image first.
 */
export const Split = styled('div', { shouldForwardProp: (p) => p !== 'isWeb' && p !== 'flip' })<{
  isWeb: boolean;
  flip?: boolean;
}>(({ theme, isWeb, flip = false }) => ({
  display: 'grid',
  gap: theme.space.xxl,
  alignItems: 'center',
  gridTemplateColumns: isWeb ? 'minmax(0, 5fr) minmax(0, 7fr)' : 'minmax(0, 7fr) minmax(0, 5fr)',
  '& > :first-child': { order: flip ? 2 : 1 },
  '& > :last-child': { order: flip ? 1 : 2 },
  [theme.mq.mobile]: {
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: theme.space.xl,
    '& > :first-child, & > :last-child': { order: 0 },
  },
}));

/** Paragraph copy of a case study at a readable size. */
export const Prose = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.lg,
  lineHeight: 1.75,
  color: theme.colors.text,
}));
