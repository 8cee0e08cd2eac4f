import type { BrowserFamily } from '@codecrush/contracts';

/** Checked in order: Edge and Chrome both say Chrome, Chrome says Safari too. */
const families: readonly [BrowserFamily, RegExp][] = [
  ['edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['chrome', /(?:Chrome|Chromium|CriOS)\/(\d+)/],
  ['safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
];

/** Browser family and major version: all that is kept of a user agent. */
export function browserOf(userAgent: string): { family: BrowserFamily; major: number } {
  for (const [family, pattern] of families) {
    const major = pattern.exec(userAgent)?.[1];
    if (major !== undefined) return { family, major: Math.min(Number(major), 1000) };
  }
  return { family: 'other', major: 0 };
}
