/** Illustrations: the lookup in an app's generated image table. Not a shared module (a pure function). */
export { illustrationImage } from './illustrationImage';
