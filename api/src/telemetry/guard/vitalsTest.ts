import { compiled, ndtr } from 'cephes';

// cephes' ES module compiles its WebAssembly asynchronously; its functions work once this resolves.
await compiled;

/** A vital's histogram: bucket (ordered like the values) → views in it. */
export type Histogram = ReadonlyMap<number, number>;

/** How many values a histogram holds. */
export const sizeOf = (histogram: Histogram): number => [...histogram.values()].reduce((sum, n) => sum + n, 0);

/**
 * One-sided Mann–Whitney rank test on two histograms: the p-value of "values in `next` tend to be
 * larger than in `base`" when both come from one distribution. Views in one bucket are ties (mid
 * ranks, the tie-corrected variance); the normal approximation with continuity correction, so it
 * is meant for samples of 20 or more on each side. 1 when either side is empty or all tie (variance 0).
 */
export function rankTestGreater(next: Histogram, base: Histogram): number {
  const [n1, n2] = [sizeOf(next), sizeOf(base)];
  const buckets = [...new Set([...next.keys(), ...base.keys()])].sort((a, b) => a - b);
  let u = 0;
  let baseBelow = 0;
  let tieTerm = 0;
  for (const bucket of buckets) {
    const [inNext, inBase] = [next.get(bucket) ?? 0, base.get(bucket) ?? 0];
    u += inNext * (baseBelow + inBase / 2);
    baseBelow += inBase;
    const tied = inNext + inBase;
    tieTerm += tied ** 3 - tied;
  }
  const n = n1 + n2;
  const variance = ((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1)));
  // Stryker disable next-line ConditionalExpression,EqualityOperator: at a variance of exactly 0 (a side empty, or every view tied) z is −∞ and p is 1 all the same; the guard keeps a rounding below 0 out of the square root
  if (variance <= 0) return 1;
  const z = (u - (n1 * n2) / 2 - 0.5) / Math.sqrt(variance);
  return 1 - ndtr(z);
}
