import latin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import latinExtended from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2';
import unicodeRanges from '@fontsource-variable/inter/unicode.json';
import { webFontFamily } from './tokens';

type FaceSource = { url: string; unicodeRange: string; loadFirst: boolean };

/**
 * Inter's faces for the site's English text, with fontsource's files and subset ranges: Latin,
 * downloaded first, and Latin Extended, which the browser fetches only if a page uses one of its
 * characters (as with `unicode-range` in CSS).
 */
export const webFontFaces: readonly FaceSource[] = [
  { url: latin, unicodeRange: unicodeRanges.latin, loadFirst: true },
  { url: latinExtended, unicodeRange: unicodeRanges['latin-ext'], loadFirst: false },
];

type FaceConstructor = new (family: string, source: string, descriptors: FontFaceDescriptors) => FontFace;

/**
 * Switches the page from the metric-matched fallback to Inter once Inter is downloaded: the faces
 * join the document's font set only then, so the text is laid out again once, where faces declared
 * in CSS (added, then swapped) cost two whole-page layouts. The served page names no web font: its
 * first paint and its largest paint wait for no font file. Resolves when the faces are in the set.
 */
export async function loadWebFont(fonts: FontFaceSet, Face: FaceConstructor = FontFace): Promise<void> {
  const faces = webFontFaces.map(({ url, unicodeRange, loadFirst }) => {
    const face = new Face(webFontFamily, `url(${url}) format('woff2-variations')`, {
      style: 'normal',
      weight: '100 900',
      display: 'swap',
      unicodeRange,
    });
    return { face, loadFirst };
  });
  await Promise.all(faces.filter(({ loadFirst }) => loadFirst).map(({ face }) => face.load()));
  for (const { face } of faces) fonts.add(face);
}
