/**
 * Local fonts shaped like Inter, used while Inter downloads (`font-display: swap`): each is scaled
 * (`size-adjust`) so its average character is as wide as Inter's, with Inter's ascent and descent,
 * so the swap moves no line and no box — no layout shift, no second layout pass. The figures are
 * Capsize's (`@capsizecss/core` createFontStack over Inter's metrics, read from the Latin woff2 the
 * site serves, and Arial's and Roboto's in `fallbackFontMetrics.ts`); a test recomputes them.
 * Liberation Sans is metric-compatible with Arial (Linux has it as Arial).
 */
export type FontFallback = {
  family: string;
  /** `local()` names, full or PostScript. */
  locals: readonly string[];
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
  sizeAdjust: string;
};

export const interFallbacks = [
  {
    family: 'Inter Fallback Arial',
    locals: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
    ascentOverride: '90.4365%',
    descentOverride: '22.518%',
    lineGapOverride: '0%',
    sizeAdjust: '107.1194%',
  },
  {
    family: 'Inter Fallback Roboto',
    locals: ['Roboto Regular', 'Roboto-Regular', 'Roboto'],
    ascentOverride: '90.2384%',
    descentOverride: '22.4686%',
    lineGapOverride: '0%',
    sizeAdjust: '107.3546%',
  },
] as const satisfies readonly FontFallback[];

/** The `@font-face` rules of the fallbacks. */
export const fontFallbackFaces = (fallbacks: readonly FontFallback[] = interFallbacks) =>
  fallbacks
    .map(
      (face) => `@font-face {
  font-family: '${face.family}';
  src: ${face.locals.map((name) => `local('${name}')`).join(', ')};
  ascent-override: ${face.ascentOverride};
  descent-override: ${face.descentOverride};
  line-gap-override: ${face.lineGapOverride};
  size-adjust: ${face.sizeAdjust};
}`,
    )
    .join('\n');
