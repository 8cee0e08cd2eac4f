import type { ResponsiveImage } from '@codecrush/ui';
import { images } from '../generated/images';
import type { ImageId } from '../generated/images';

function isImageId(id: string): id is ImageId {
  return Object.hasOwn(images, id);
}

/** The rendered illustration of an id from illustrations.ts (content tests guarantee every id used exists). */
export function illustrationImage(id: string): ResponsiveImage | undefined {
  return isImageId(id) ? images[id] : undefined;
}
