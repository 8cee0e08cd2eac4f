import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createFontStack } from '@capsizecss/core';
import { fromFile } from '@capsizecss/unpack/fs';
import { arialMetrics, robotoMetrics } from './fallbackFontMetrics';
import { fontFallbackFaces, interFallbacks } from './fontFallbacks';
import { fonts } from './tokens';

/**
 * The Inter file the site serves for Latin text: the face of `@fontsource-variable/inter/index.css`
 * (imported by styles.ts) whose unicode-range starts at U+0000.
 */
function servedLatinInter() {
  const dir = dirname(require.resolve('@fontsource-variable/inter/package.json'));
  const css = readFileSync(join(dir, 'index.css'), 'utf8');
  const face = css.split('@font-face').find((block) => /unicode-range:\s*U\+0000-00FF,/.test(block));
  const file = face?.match(/url\(\.\/([^)]+\.woff2)\)/)?.[1];
  if (!file) throw new Error(`${dir}/index.css: no @font-face for U+0000-00FF with a woff2 url`);
  return join(dir, file);
}

/** The declarations of each @font-face in Capsize's output, by its fallback font. */
async function capsizeFaces() {
  const inter = await fromFile(servedLatinInter());
  const { fontFaces } = createFontStack([inter, arialMetrics, robotoMetrics]);
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
  it('read Inter from the Latin file the site serves', async () => {
    expect(servedLatinInter()).toMatch(/inter-latin-wght-normal\.woff2$/);
    expect(await fromFile(servedLatinInter())).toMatchObject({ familyName: 'Inter', unitsPerEm: 2048 });
  });

  it('carry the metrics Capsize computes for Arial and Roboto against the served Inter', async () => {
    const [forArial, forRoboto] = await capsizeFaces();
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
