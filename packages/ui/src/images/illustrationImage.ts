import type { ResponsiveImage } from './types';

/**
 * The rendered illustration of `id` in an app's generated image table (`src/generated/images.ts`,
 * written by `npm run images`): always there for one of the table's ids, undefined for any other
 * string (content tests check that every id the content uses exists).
 */
export function illustrationImage<Id extends string>(
  images: Readonly<Record<Id, ResponsiveImage>>,
  id: Id,
): ResponsiveImage;
export function illustrationImage<Id extends string>(
  images: Readonly<Record<Id, ResponsiveImage>>,
  id: string,
): ResponsiveImage | undefined;
export function illustrationImage(
  images: Readonly<Record<string, ResponsiveImage>>,
  id: string,
): ResponsiveImage | undefined {
  return Object.hasOwn(images, id) ? images[id] : undefined;
}
