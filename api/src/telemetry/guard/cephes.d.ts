// cephes ships its index.d.ts beside the CommonJS build only, and its package.json "exports" names
// no types, so TypeScript finds none for the ES module it resolves to: the functions used here.
declare module 'cephes' {
  /** Resolves once the WebAssembly is compiled (asynchronously in the ES module). */
  export const compiled: Promise<void>;
  /** The regularised incomplete beta I(x; a, b). */
  export function incbet(a: number, b: number, x: number): number;
  /** Its inverse in x: the x with I(x; a, b) = y. */
  export function incbi(a: number, b: number, y: number): number;
  /** ln |B(a, b)|. */
  export function lbeta(a: number, b: number): number;
  /** The standard normal distribution function. */
  export function ndtr(x: number): number;
}
