import type { FontMetrics } from '@capsizecss/core';

/**
 * The metrics of the local fonts that stand in for Inter (`fontFallbacks.ts`), kept as data: neither
 * font is served, so there is no file of ours to read them from. Copied from `@capsizecss/metrics`
 * 4.3.0 (`entireMetricsCollection/arial` and `/roboto`, which Capsize read from the fonts themselves;
 * `xWidthAvg` is the Latin figure, the Thai ones are left out). That package, every Google font's
 * metrics in ≈170 MB, is no longer installed; the test reads Inter's from the served font file.
 */
export const arialMetrics = {
  familyName: 'Arial',
  fullName: 'Arial',
  postscriptName: 'ArialMT',
  category: 'sans-serif',
  capHeight: 1467,
  ascent: 1854,
  descent: -434,
  lineGap: 67,
  unitsPerEm: 2048,
  xHeight: 1062,
  xWidthAvg: 913,
} as const satisfies FontMetrics;

export const robotoMetrics = {
  familyName: 'Roboto',
  fullName: 'Roboto Regular',
  postscriptName: 'Roboto-Regular',
  category: 'sans-serif',
  capHeight: 1456,
  ascent: 1900,
  descent: -500,
  lineGap: 0,
  unitsPerEm: 2048,
  xHeight: 1082,
  xWidthAvg: 911,
} as const satisfies FontMetrics;
