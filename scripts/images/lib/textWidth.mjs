/**
 * Advance widths (1/1000 em) of Helvetica/Arial Bold, which Liberation Sans Bold matches metric for
 * metric: lets the label pill be sized without a font engine. Unknown characters count as 'n'.
 */
const chars = " !&'(),-./:?0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const advances = [
  278, 333, 722, 238, 333, 333, 278, 333, 278, 278, 333, 611, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 722,
  722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611,
  556, 778, 556, 556, 500,
];
const widths = new Map([...chars].map((ch, i) => [ch, advances[i]]));

export const labelWidth = (value, size) =>
  ([...value].reduce((sum, ch) => sum + (widths.get(ch) ?? 611), 0) * size) / 1000;
