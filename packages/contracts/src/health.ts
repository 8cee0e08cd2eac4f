import * as v from 'valibot';
import { remoteNames } from './remotes';
import { buildIdPattern } from './releases';

/**
 * Release health beacons: what the shell sends once per page view (format version 2, documented in
 * docs/release-health.md). One schema for the sender's types and the API's validation, which still
 * takes version 1 (pages loaded before the change send it until they are left).
 *
 * - v1: only `app` is a view; the other `counts` entries are failures of fragments, no views.
 * - v2: every app in `counts` ran in this view and counts one view of its build; `app` is among them.
 */
export const healthBeaconPath = '/health/v2/beacons';
/** Where v1 pages send their beacons; the API takes either version at either path (`v` says which). */
export const healthBeaconV1Path = '/health/v1/beacons';
export const healthBeaconVersion = 2;
/**
 * Where a page asks the API for its view's ticket (`POST`, no body): `{ view, token }`, the view id
 * and a token signed by the API for it. A v2 beacon carries both; one without a valid token is refused.
 */
export const healthViewsPath = '/health/v2/views';

/** The pages the shell renders itself (chat, not found) are attributed to this name. */
export const shellAppName = 'shell';

export const vitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof vitalNames)[number];

export const healthCounterNames = [
  'loadFailures',
  'retries',
  'fallbacks',
  'islandFailures',
  'errors',
  'hydrationErrors',
] as const;
export type HealthCounterName = (typeof healthCounterNames)[number];

export const browserFamilies = ['chrome', 'edge', 'firefox', 'safari', 'other'] as const;
export type BrowserFamily = (typeof browserFamilies)[number];

/** The layout the page was shown in: `mobile` below the site's desktop breakpoint (viewport width), else `desktop`. */
export const deviceClasses = ['mobile', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** The vitals an element causes, so credited to the app that owns the element (LCP's, an interaction's, a shift's). */
export const elementVitalNames = ['LCP', 'INP', 'CLS'] as const satisfies readonly VitalName[];

/** A build id as deploys name releases; `unknown` when the manifest never arrived. */
const buildId = v.pipe(v.string(), v.regex(buildIdPattern));
const appName = v.picklist([shellAppName, ...Object.values(remoteNames)]);
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000));
const milliseconds = v.pipe(v.number(), v.minValue(0), v.maxValue(600_000));

const elementVitals = v.strictObject({
  LCP: v.optional(milliseconds),
  INP: v.optional(milliseconds),
  CLS: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
});

const counterShape = Object.fromEntries(healthCounterNames.map((name) => [name, count])) as Record<
  HealthCounterName,
  typeof count
>;

const beaconEntries = {
  /** Random id of this one page view (never reused, never stored on the device): re-sends replace it. */
  view: v.pipe(v.string(), v.regex(/^[a-z0-9]{16,32}$/)),
  /** The path only: no query string, no fragment. */
  path: v.pipe(v.string(), v.regex(/^\/[^?#\s]{0,300}$/)),
  /** The route pattern the path matched (`/view-blog/:id`), `*` for a page that does not exist. */
  route: v.pipe(v.string(), v.regex(/^(\*|\/[A-Za-z0-9/:.&_-]{0,200})$/)),
  /** The app that rendered the route, and its build. */
  app: appName,
  build: buildId,
  browser: v.strictObject({
    family: v.picklist(browserFamilies),
    major: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)),
  }),
  /** Absent from pages sent before device classes (counted as unknown). */
  device: v.optional(v.picklist(deviceClasses)),
  /**
   * The page's vitals. FCP and TTFB are the page's app's. LCP, INP and CLS are here only from pages
   * that do not credit them per app (sent before that): then they are the page's app's too.
   */
  vitals: v.strictObject({
    ...elementVitals.entries,
    FCP: v.optional(milliseconds),
    TTFB: v.optional(milliseconds),
  }),
  /**
   * Failure counters per app and build (v1: the route's own and any fragment's; v2: every app that
   * ran), and the element vitals credited to that app: its element was the LCP, received the
   * interaction or shifted.
   */
  counts: v.pipe(
    v.array(v.strictObject({ app: appName, build: buildId, ...counterShape, vitals: v.optional(elementVitals) })),
    v.maxLength(12),
  ),
};

export const healthBeaconSchema = v.pipe(
  v.variant('v', [
    v.strictObject({ v: v.literal(1), ...beaconEntries }),
    v.strictObject({
      v: v.literal(healthBeaconVersion),
      ...beaconEntries,
      /** The view's ticket token from `healthViewsPath`: the API counts a beacon only with it. */
      token: v.pipe(v.string(), v.maxLength(200)),
    }),
  ]),
  // v2: the route's own app ran in its own view, so it is always among the views.
  v.check((beacon) => beacon.v === 1 || beacon.counts.some((entry) => entry.app === beacon.app)),
);

export type HealthBeacon = v.InferOutput<typeof healthBeaconSchema>;
export type HealthAppName = HealthBeacon['app'];
export type HealthCounts = Record<HealthCounterName, number>;
export type HealthVitals = HealthBeacon['vitals'];
export type HealthElementVitals = NonNullable<HealthBeacon['counts'][number]['vitals']>;

/** What `healthViewsPath` answers: this page view's id and the token that lets its beacons count. */
export const healthTicketSchema = v.strictObject({
  view: beaconEntries.view,
  token: v.pipe(v.string(), v.maxLength(200)),
});
export type HealthTicket = v.InferOutput<typeof healthTicketSchema>;

/** A ticket, or `undefined` for anything else. */
export const parseHealthTicket = (raw: unknown): HealthTicket | undefined => {
  const result = v.safeParse(healthTicketSchema, raw);
  return result.success ? result.output : undefined;
};

/** A beacon, or `undefined` for anything that is not exactly one. */
export const parseHealthBeacon = (raw: unknown): HealthBeacon | undefined => {
  const result = v.safeParse(healthBeaconSchema, raw);
  return result.success ? result.output : undefined;
};
