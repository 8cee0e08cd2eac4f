import type { Percentiles } from './buckets';
import type { splitColumns } from './rollups';

/**
 * What the health store's reads return: one build's figures over a time range (whole, per split,
 * per hour) and over exact minutes (the deploy guard's window).
 */

/** One build of one app over a time range, as the CLI, the guard and the team view read it. */
export interface BuildHealth {
  buildId: string;
  firstSeen: number;
  lastSeen: number;
  views: number;
  /** Views in which the build failed (at most one per view): the crash-free rate is 1 − failedViews / views. */
  failedViews: number;
  /** Uncaught errors, unhandled rejections and recoverable (hydration) errors. */
  errors: number;
  loadFailures: number;
  retries: number;
  fallbacks: number;
  islandFailures: number;
  p75: Percentiles;
  p95: Percentiles;
}

/** What a split names: the device class (`mobile`, `desktop`, '' unknown) or the route pattern. */
export type SplitName = (typeof splitColumns)[number];

/** One build of one app over a time range, on one device class or one route. */
export interface SplitHealth {
  buildId: string;
  split: SplitName;
  /** The device class ('' for pages sent before device classes) or the route pattern. */
  value: string;
  views: number;
  failedViews: number;
  p75: { LCP: number | null; INP: number | null };
}

/** One build of one app over exact minutes, from the raw rows: what the deploy guard judges. */
export interface WindowHealth {
  buildId: string;
  /** Views of the build: rows that are a view of it, or that report a failure of it. */
  views: number;
  /** Views in which the build failed to load, fell back, lost an island or threw (at most one per view). */
  failedViews: number;
  /** Views and failed views per sender (its ticket's hourly keyed hash of an address; rows without one are one sender). */
  bySender: ReadonlyArray<{ views: number; failedViews: number }>;
  errors: number;
  loadFailures: number;
  /** The vitals' histograms (bucket → views), for a rank test. */
  histograms: Record<'LCP' | 'INP', ReadonlyMap<number, number>>;
}

/** One build's figures over one hour. */
export interface HourPoint {
  build: string;
  at: number;
  views: number;
  failedViews: number;
  loadFailures: number;
  errors: number;
  p75: Percentiles;
  p95: Percentiles;
}
