/** The p-th percentile of ascending `sorted` values (the nearest rank at or below); NaN when empty. */
export const percentile = (sorted: ArrayLike<number>, p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
