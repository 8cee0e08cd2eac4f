/**
 * A fallback a visitor saw (a remote's section replaced by the "unavailable" notice) or an island
 * that failed, announced as a window event for whoever measures release health (the shell). Shared
 * code never imports the shell, so it tells, and the shell listens.
 */
// Stryker disable next-line StringLiteral: the shell and every remote read the name from the page's one instance of this package (shared, see sharedLibraries.mjs), so any name joins them alike
export const failureSignalEvent = 'codecrush:failure';

export type FailureSignal =
  /** `module`: the remote's module id (`mf_blog/BlogListPage`) whose section fell back. */
  | { kind: 'fallback'; module: string }
  /**
   * An island of the page failed to load or hydrate. `owner`: whose code it is, when that is not the
   * page's own remote — a fragment's module id (`mf_blog/BlogTeaser`); absent for the page's islands.
   */
  | { kind: 'island'; island: string; owner?: string };

export function signalFailure(signal: FailureSignal) {
  // Stryker disable next-line ConditionalExpression,StringLiteral: only error boundaries call this, from componentDidCatch, which React never runs on the server: a window is always there, so a guard that never returns changes nothing
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<FailureSignal>(failureSignalEvent, { detail: signal }));
}
