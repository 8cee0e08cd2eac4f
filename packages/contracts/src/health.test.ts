import {
  healthBeaconPath,
  healthBeaconV1Path,
  healthBeaconVersion,
  healthViewsPath,
  parseHealthBeacon,
  parseHealthTicket,
  shellAppName,
} from './health';

/** A beacon as the shell sends it for one view of a blog article. */
const beacon = {
  v: 1,
  view: 'k3j5h2g8f7d6s5a4q1w2',
  path: '/view-blog/3',
  route: '/view-blog/:id',
  app: 'mf_blog',
  build: '2026.11.26-1',
  browser: { family: 'chrome', major: 140 },
  vitals: { LCP: 812, INP: 48, CLS: 0.012, FCP: 400, TTFB: 35 },
  counts: [
    {
      app: 'mf_blog',
      build: '2026.11.26-1',
      loadFailures: 0,
      retries: 1,
      fallbacks: 0,
      islandFailures: 0,
      errors: 1,
      hydrationErrors: 0,
    },
  ],
};

describe('parseHealthBeacon', () => {
  it('returns a beacon as the shell sends it, unchanged', () => {
    expect(parseHealthBeacon(beacon)).toEqual(beacon);
  });

  it('refuses anything that is not exactly one beacon', () => {
    expect(parseHealthBeacon({ ...beacon, extra: 'x' })).toBeUndefined();
    expect(parseHealthBeacon({ ...beacon, path: '/view-blog/3?email=a@b.c' })).toBeUndefined();
    expect(parseHealthBeacon({ ...beacon, app: 'mf_unknown' })).toBeUndefined();
    expect(parseHealthBeacon(JSON.stringify(beacon))).toBeUndefined();
    expect(parseHealthBeacon({ ...beacon, v: 3 })).toBeUndefined();
  });

  it('refuses a view id, path or route that only contains a valid one', () => {
    for (const view of ['k3j5h2g8f7d6s5a4q1w2-and-more', 'k3j5h2g8f7d6s5a4q1w2k3j5h2g8f7d6s']) {
      expect(parseHealthBeacon({ ...beacon, view })).toBeUndefined();
    }
    expect(parseHealthBeacon({ ...beacon, path: 'view-blog/3' })).toBeUndefined();
    for (const route of ['view-blog/:id', '/view-blog/:id?x', 'x*', '**']) {
      expect(parseHealthBeacon({ ...beacon, route })).toBeUndefined();
    }
    expect(parseHealthBeacon({ ...beacon, route: '*' })).toEqual({ ...beacon, route: '*' });
  });

  it("credits the shell's own pages to the shell", () => {
    const notFound = { ...beacon, app: shellAppName, route: '*', path: '/nope', counts: [] };
    expect(shellAppName).toBe('shell');
    expect(parseHealthBeacon(notFound)).toEqual(notFound);
  });

  const token = 'h1.k3j5h2g8f7d6s5a4q1w2.1795900000000.abcdefghijk.' + 'x'.repeat(43);

  it('takes version 2 with its ticket token and every app that ran in counts, all-zero rows included', () => {
    const teaser = { ...beacon.counts[0], app: 'mf_blog', retries: 0, errors: 0 };
    const v2 = {
      ...beacon,
      v: 2,
      token,
      app: 'mf_marketing',
      route: '/',
      path: '/',
      counts: [{ ...teaser, app: 'mf_marketing', build: 'm1' }, teaser],
    };
    expect(parseHealthBeacon(v2)).toEqual(v2);
    // The token is checked by the API (its signature); the schema only bounds it.
    expect(parseHealthBeacon({ ...v2, token: undefined })).toBeUndefined();
    expect(parseHealthBeacon({ ...v2, token: 'x'.repeat(201) })).toBeUndefined();
    expect(parseHealthBeacon({ ...beacon, token })).toBeUndefined();
  });

  it('takes the device class and element vitals credited per app, and bounds them as the page vitals', () => {
    const row = { ...beacon.counts[0], vitals: { LCP: 640, CLS: 0.01 } };
    const v2 = { ...beacon, v: 2, token, device: 'mobile', vitals: { FCP: 400, TTFB: 35 }, counts: [row] };
    expect(parseHealthBeacon(v2)).toEqual(v2);
    expect(parseHealthBeacon({ ...v2, device: 'tablet' })).toBeUndefined();
    expect(parseHealthBeacon({ ...v2, counts: [{ ...row, vitals: { LCP: 600_001 } }] })).toBeUndefined();
    expect(parseHealthBeacon({ ...v2, counts: [{ ...row, vitals: { FCP: 400 } }] })).toBeUndefined();
    expect(parseHealthBeacon({ ...v2, counts: [{ ...row, vitals: { CLS: -1 } }] })).toBeUndefined();
  });

  it("refuses a version 2 beacon whose counts leave out the route's own app (v1 allowed that)", () => {
    const withoutOwnApp = { ...beacon, app: 'mf_marketing', counts: beacon.counts };
    expect(parseHealthBeacon({ ...withoutOwnApp, v: 2, token })).toBeUndefined();
    expect(parseHealthBeacon({ ...withoutOwnApp, v: 1 })).toEqual(withoutOwnApp);
    expect(parseHealthBeacon({ ...beacon, v: 2, token, counts: [] })).toBeUndefined();
  });

  it('a ticket: a view id of the beacon format and a bounded token, nothing else', () => {
    expect(parseHealthTicket({ view: beacon.view, token })).toEqual({ view: beacon.view, token });
    expect(parseHealthTicket({ view: 'UPPER0000000000000000', token })).toBeUndefined();
    expect(parseHealthTicket({ view: beacon.view, token, extra: 1 })).toBeUndefined();
    expect(parseHealthTicket({ view: beacon.view })).toBeUndefined();
  });
});

describe('the health endpoints', () => {
  it('are versioned paths under /health: beacons of either version, and the v2 view tickets', () => {
    expect(healthBeaconPath).toBe(`/health/v${healthBeaconVersion}/beacons`);
    expect(healthBeaconV1Path).toBe('/health/v1/beacons');
    expect(healthViewsPath).toBe('/health/v2/views');
  });
});
