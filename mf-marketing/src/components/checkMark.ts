import type { Theme } from '@emotion/react';

/** A check mark drawn in CSS (as a `::before`), so lists need no icon library. */
export const checkMark = (theme: Theme) =>
  ({
    content: '""',
    flexShrink: 0,
    width: '0.45em',
    height: '0.85em',
    margin: `0.1em 0.3em 0`,
    borderRight: `3px solid ${theme.colors.success}`,
    borderBottom: `3px solid ${theme.colors.success}`,
    transform: 'rotate(45deg)',
  }) as const;
