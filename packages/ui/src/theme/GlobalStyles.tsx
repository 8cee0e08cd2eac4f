import { Global, css, useTheme } from '@emotion/react';
import { fontFallbackFaces } from './fontFallbacks';

export type GlobalStylesProps = {
  /** The page was served with these styles already (`adoptServedStyles`): render nothing. */
  served?: boolean;
};

/** Site-wide base styles. Rendered once, by the shell (and by a remote's standalone dev page). */
export function GlobalStyles({ served = false }: GlobalStylesProps) {
  const theme = useTheme();
  // `<Global>` renders no markup: leaving it out cannot change what hydration compares.
  if (served) return null;
  return (
    <Global
      styles={css`
        ${fontFallbackFaces()}
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          scroll-behavior: smooth;
          -webkit-text-size-adjust: 100%;
        }
        ${theme.mq.reducedMotion} {
          html {
            scroll-behavior: auto;
          }
          *,
          *::before,
          *::after {
            animation-duration: 0.01ms !important;
            animation-iteration-count: 1 !important;
            transition-duration: 0.01ms !important;
          }
        }
        body {
          margin: 0;
          font-family: ${theme.fonts.body};
          font-size: ${theme.fontSizes.md};
          line-height: 1.6;
          color: ${theme.colors.text};
          background: ${theme.colors.surface};
        }
        h1,
        h2,
        h3,
        h4 {
          font-family: ${theme.fonts.heading};
          line-height: 1.2;
          color: ${theme.colors.navy};
          margin: 0 0 ${theme.space.md};
        }
        p {
          margin: 0 0 ${theme.space.md};
        }
        img {
          max-width: 100%;
          height: auto;
          display: block;
        }
        a {
          color: ${theme.colors.primary};
        }
        :focus-visible {
          outline: 3px solid ${theme.colors.focus};
          outline-offset: 2px;
        }
        h1:focus {
          outline: none;
        }
        [hidden] {
          display: none !important;
        }
        .visually-hidden {
          position: absolute !important;
          width: 1px;
          height: 1px;
          padding: 0;
          margin: -1px;
          overflow: hidden;
          clip: rect(0, 0, 0, 0);
          white-space: nowrap;
          border: 0;
        }
      `}
    />
  );
}
