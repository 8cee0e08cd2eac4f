import { compiled, incbet, incbi, lbeta } from 'cephes';

// cephes' ES module compiles its WebAssembly asynchronously; its functions work once this resolves.
await compiled;

/** Failed views out of views: one build's sample. */
export interface FailedViews {
  failed: number;
  views: number;
}

/**
 * The upper end of the one-sided (1 − `alpha`) Clopper–Pearson interval of a failure rate seen as
 * `failed` of `views`: the true rate is above it with probability at most `alpha`. It is the
 * (1 − `alpha`) quantile of Beta(failed + 1, views − failed), the inverse incomplete beta.
 */
export function upperRateBound({ failed, views }: FailedViews, alpha: number): number {
  if (failed >= views) return 1;
  return incbi(failed + 1, views - failed, 1 - alpha);
}

/**
 * ln of the mixture likelihood ratio of `failed` of `views` for "the rate is anywhere in (p0, 1]"
 * (uniform) against "the rate is p0":
 *   ln LR = ln B(a+1, b+1) + ln Q(p0; a+1, b+1) − ln(1 − p0) − a·ln p0 − b·ln(1 − p0)
 * with a failed and b good views and Q the upper regularised incomplete beta. For any rate ≤ p0
 * the ratio, taken after each view, is a non-negative supermartingale starting at 1, so by Ville's
 * inequality it ever reaches 1/α with probability at most α — however often it is looked at.
 * Q(p0; a+1, b+1) is computed as I(1 − p0; b+1, a+1), the regularised incomplete beta's symmetry.
 */
export function logMixtureRatio({ failed, views }: FailedViews, p0: number): number {
  const [a, b] = [failed, views - failed];
  const upperTail = incbet(b + 1, a + 1, 1 - p0);
  return lbeta(a + 1, b + 1) + Math.log(upperTail) - Math.log1p(-p0) - a * Math.log(p0) - b * Math.log1p(-p0);
}
