import type { IllustrationSpec } from '@codecrush/ui';

/** The designed illustrations of the marketing remote (rendered by `npm run images` into src/generated/). */
export const illustrations = [
  // ── Home page ───────────────────────────────────────────────────────────────
  { id: 'home-hero-1', motif: 'code', palette: 'ocean', aspect: '16:9', label: 'Custom Software' },

  // ─────────────────────────────────────────────────────────────────────────────
  // (keep this spacer: home entries go above it, the other pages' entries below)
  // ─────────────────────────────────────────────────────────────────────────────

  // ── About, services, industries, R&D, team, gallery ────────────────────────
  { id: 'about-hero', motif: 'team', palette: 'violet', aspect: '16:9', label: 'About CodeCrush' },
] as const satisfies readonly IllustrationSpec[];

export type IllustrationId = (typeof illustrations)[number]['id'];
