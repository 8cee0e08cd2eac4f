import styled from '@emotion/styled';

/** The list the person cards sit in: `columns` on desktop, two on tablets and phones. */
export const PeopleGrid = styled('ul', { shouldForwardProp: (p) => p !== 'columns' })<{ columns: number }>(
  ({ theme, columns }) => ({
    listStyle: 'none',
    margin: `${theme.space.xl} 0 0`,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    gap: theme.space.lg,
    [theme.mq.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: theme.space.md },
  }),
);
