import type { ReactNode } from 'react';
import { ThemeProvider } from '@emotion/react';
import { theme } from './theme';

export type ThemeRootProps = { children: ReactNode };

/** The emotion theme every app renders under. */
export function ThemeRoot({ children }: ThemeRootProps) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
