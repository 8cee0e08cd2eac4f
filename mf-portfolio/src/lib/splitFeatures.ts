import { featureSplitAt } from '../content/constants';

/** The first five features go in the left list, any beyond five in a second list under the image. */
export function splitFeatures<T>(features: readonly T[]): { first: readonly T[]; rest: readonly T[] } {
  return { first: features.slice(0, featureSplitAt), rest: features.slice(featureSplitAt) };
}
