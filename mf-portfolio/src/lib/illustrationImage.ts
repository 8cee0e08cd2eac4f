import type { ResponsiveImage } from '@codecrush/ui';
import { illustrations } from '../content/illustrations';
import type { IllustrationId } from '../content/illustrations';
import { images } from '../generated/images';

function isIllustrationId(id: string): id is IllustrationId {
  return illustrations.some((illustration) => illustration.id === id);
}

/** The rendered illustration of an id from illustrations.ts (content tests guarantee every id used exists). */
export function illustrationImage(id: string): ResponsiveImage | undefined {
  return isIllustrationId(id) ? images[id] : undefined;
}
