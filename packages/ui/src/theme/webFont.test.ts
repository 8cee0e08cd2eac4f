import unicodeRanges from '@fontsource-variable/inter/unicode.json';
import { webFontFamily } from './tokens';
import { loadWebFont, webFontFaces } from './webFont';

/** A stand-in for the browser's FontFace: records what it was made with; its download is held. */
class HeldFace {
  static made: HeldFace[] = [];
  loads = 0;
  private settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  private readonly download = new Promise<void>((resolve, reject) => {
    this.settle = { resolve, reject };
  });
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {
    HeldFace.made.push(this);
  }
  load() {
    this.loads += 1;
    return this.download.then(() => this as unknown as FontFace);
  }
  arrive() {
    this.settle?.resolve();
  }
  fail() {
    this.settle?.reject(new Error('network'));
  }
}

const fontSet = () => {
  const added: unknown[] = [];
  return { added, fonts: { add: (face: unknown) => added.push(face) } as unknown as FontFaceSet };
};
const Face = HeldFace as unknown as new (family: string, source: string, d: FontFaceDescriptors) => FontFace;

beforeEach(() => {
  HeldFace.made = [];
});

describe('the web font', () => {
  it('names fontsource’s Latin and Latin Extended files and ranges, Latin first', () => {
    expect(webFontFaces.map(({ unicodeRange, loadFirst }) => ({ unicodeRange, loadFirst }))).toEqual([
      { unicodeRange: unicodeRanges.latin, loadFirst: true },
      { unicodeRange: unicodeRanges['latin-ext'], loadFirst: false },
    ]);
  });

  it('adds its faces to the page only once Latin is downloaded, Latin Extended left to the browser', async () => {
    const { added, fonts } = fontSet();
    const loading = loadWebFont(fonts, Face);
    const [latin, extended] = HeldFace.made;
    await Promise.resolve();
    expect(added).toEqual([]);
    expect([latin?.loads, extended?.loads]).toEqual([1, 0]);
    latin?.arrive();
    await loading;
    expect(added).toEqual([latin, extended]);
  });

  it('describes each face as Inter’s variable Latin faces in CSS would', async () => {
    const loading = loadWebFont(fontSet().fonts, Face);
    HeldFace.made[0]?.arrive();
    await loading;
    expect(HeldFace.made.map(({ family, source, descriptors }) => ({ family, source, descriptors }))).toEqual(
      webFontFaces.map(({ url, unicodeRange }) => ({
        family: webFontFamily,
        source: `url(${url}) format('woff2-variations')`,
        descriptors: { style: 'normal', weight: '100 900', display: 'swap', unicodeRange },
      })),
    );
    expect(webFontFamily).toBe('Inter Variable');
  });

  it('adds nothing when the download fails: the text keeps its fallback', async () => {
    const { added, fonts } = fontSet();
    const loading = loadWebFont(fonts, Face);
    HeldFace.made[0]?.fail();
    await expect(loading).rejects.toThrow('network');
    expect(added).toEqual([]);
  });
});
