import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import roboto from '@capsizecss/metrics/roboto';
import { fontFallbackFaces, interFallbacks } from './fontFallbacks';
import { fonts } from './tokens';

/** The declarations of each @font-face in Capsize's output, by its fallback font. */
function capsizeFaces() {
  const { fontFaces } = createFontStack([inter, arial, roboto]);
  return [...fontFaces.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body]) =>
    Object.fromEntries(
      (body ?? '')
        .split(';')
        .map((line) => line.trim().split(/:\s*/))
        .filter(([key]) => (key && key.endsWith('override')) || key === 'size-adjust'),
    ),
  );
}

describe('Inter fallbacks', () => {
  it('carry the metrics Capsize computes for Arial and Roboto against Inter', () => {
    const [forArial, forRoboto] = capsizeFaces();
    for (const [ours, theirs] of [
      [interFallbacks[0], forArial],
      [interFallbacks[1], forRoboto],
    ] as const) {
      expect(ours.sizeAdjust).toBe(theirs?.['size-adjust']);
      expect(ours.ascentOverride).toBe(theirs?.['ascent-override']);
      expect(ours.descentOverride).toBe(theirs?.['descent-override']);
      expect(ours.lineGapOverride).toBe(theirs?.['line-gap-override'] ?? '0%');
    }
  });

  it('come right after Inter in the body and heading stacks', () => {
    for (const stack of [fonts.body, fonts.heading])
      expect(stack.startsWith(`'Inter Variable', ${interFallbacks.map((f) => `'${f.family}'`).join(', ')},`)).toBe(
        true,
      );
  });

  it('are written as @font-face rules with local sources only', () => {
    const css = fontFallbackFaces();
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css).toContain("src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans');");
    expect(css).toContain('size-adjust: 107.1194%;');
    expect(css).not.toMatch(/url\(/);
  });
});
