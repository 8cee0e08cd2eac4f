import styled from '@emotion/styled';

/** A responsive grid of cards: as many columns of at least `min` as fit (one on narrow screens). */
export const CardGrid = styled('ul', { shouldForwardProp: (p) => p !== 'min' })<{ min?: string }>(
  ({ theme, min = '18rem' }) => ({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${min}), 1fr))`,
    gap: theme.space.lg,
  }),
);
