/** An image ready for `<Picture>`: AVIF and WebP candidates in several widths, with its intrinsic size. */
export interface ResponsiveImage {
  /** Fallback URL (a WebP of a middle width). */
  src: string;
  width: number;
  height: number;
  sources: readonly { type: 'image/avif' | 'image/webp'; srcSet: string }[];
}

/** Motifs the illustration generator can draw. */
export type IllustrationMotif =
  | 'code'
  | 'mobile'
  | 'ai'
  | 'growth'
  | 'team'
  | 'cloud'
  | 'security'
  | 'design'
  | 'process'
  | 'ecommerce'
  | 'travel'
  | 'education'
  | 'health'
  | 'building'
  | 'chat'
  | 'data'
  | 'portrait'
  | 'website'
  | 'dashboard'
  | 'phone'
  | 'backdrop'
  | 'leaderPortrait';

export type IllustrationPalette = 'ocean' | 'sunset' | 'forest' | 'violet' | 'slate' | 'ember';

export type IllustrationAspect = '16:9' | '4:3' | '1:1' | '3:4';

/**
 * The description of one designed illustration. Each app lists its illustrations in
 * `src/content/illustrations.ts` (`export const illustrations = [...] as const satisfies readonly IllustrationSpec[]`);
 * `npm run images` renders them deterministically (same spec → same bytes) with sharp into
 * `src/generated/` and writes `src/generated/images.ts` (`images[id]: ResponsiveImage`).
 */
export interface IllustrationSpec {
  id: string;
  motif: IllustrationMotif;
  palette: IllustrationPalette;
  aspect: IllustrationAspect;
  /** Short text drawn on the art (optional), e.g. a post's category. */
  label?: string;
}
