import type { IllustrationSpec } from '@codecrush/ui';

/** The designed illustrations of the careers remote (rendered by `npm run images` into src/generated/). */
export const illustrations = [
  { id: 'careers-banner', motif: 'team', palette: 'ocean', aspect: '16:9' },
  { id: 'job-banner', motif: 'code', palette: 'violet', aspect: '16:9' },
] as const satisfies readonly IllustrationSpec[];

export type IllustrationId = (typeof illustrations)[number]['id'];
