/**
 * The range a fair random draw keeps a count in: of `n` page loads each given the canary with
 * probability `p`, the counts outside it come up about once in a million runs (mean ± 4.89 standard
 * deviations, two-sided, normal approximation). A 99 % range failed a correct draw once in a hundred
 * runs — a red CI by chance; this one still fails a share that is off by half.
 */
export function fairDrawRange(n: number, p: number): [number, number] {
  const sd = Math.sqrt(n * p * (1 - p));
  const zOneInAMillion = 4.89;
  return [Math.ceil(n * p - zOneInAMillion * sd), Math.floor(n * p + zOneInAMillion * sd)];
}
