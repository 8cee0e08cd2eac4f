import type { ResponsiveImage } from '@codecrush/ui';
import type { IllustrationId } from '../content/illustrations';
import { images } from '../generated/images';

/** The rendered illustration of an id from illustrations.ts. */
export function illustrationImage(id: IllustrationId): ResponsiveImage {
  return images[id];
}
