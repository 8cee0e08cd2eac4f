import { parseHealthBeacon } from './health';

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
  });
});
