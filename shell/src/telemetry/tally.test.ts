import type { HealthAppName } from '@codecrush/contracts';
import type { HealthEvent } from './HealthRecorder';
import { createRemoteStatusStore } from '../federation/remoteStatus';
import { appsThatRan, tallyEvents } from './tally';

const remotes = {
  mf_marketing: 'http://localhost:3001/mf-manifest.json',
  mf_portfolio: 'http://localhost:3002/mf-manifest.json',
  mf_blog: 'http://localhost:3003/mf-manifest.json',
  mf_careers: 'http://localhost:3004/mf-manifest.json',
  mf_forms: 'http://localhost:3005/mf-manifest.json',
};
const builds: Partial<Record<HealthAppName, string>> = { mf_blog: 'b2', mf_marketing: 'm1', shell: 's1' };
const context = {
  pageApp: 'mf_marketing' as const,
  ran: [] as HealthAppName[],
  remotes,
  shellOrigin: 'http://localhost:3000',
  buildOf: (app: HealthAppName) => builds[app] ?? 'unknown',
};

describe('tallyEvents', () => {
  it('counts each event for the app and build it belongs to', () => {
    const events: HealthEvent[] = [
      { kind: 'retry', app: 'mf_blog' },
      { kind: 'retry', app: 'mf_blog' },
      { kind: 'loadFailure', app: 'mf_blog' },
      { kind: 'fallback', module: 'mf_blog/BlogTeaser' },
      { kind: 'islandFailure' },
      { kind: 'hydrationError' },
      { kind: 'error', stack: 'Error: x\n    at f (http://localhost:3003/chunk.js:1:1)' },
      { kind: 'error', stack: 'Error: y\n    at g (http://localhost:3000/main.js:1:1)' },
      { kind: 'error', stack: 'Error: z\n    at h (https://ads.example.com/t.js:1:1)' },
    ];
    expect(tallyEvents(events, context)).toEqual([
      {
        app: 'mf_blog',
        build: 'b2',
        loadFailures: 1,
        retries: 2,
        fallbacks: 1,
        islandFailures: 0,
        errors: 1,
        hydrationErrors: 0,
      },
      {
        app: 'mf_marketing',
        build: 'm1',
        loadFailures: 0,
        retries: 0,
        fallbacks: 0,
        islandFailures: 1,
        errors: 0,
        hydrationErrors: 1,
      },
      {
        app: 'shell',
        build: 's1',
        loadFailures: 0,
        retries: 0,
        fallbacks: 0,
        islandFailures: 0,
        errors: 1,
        hydrationErrors: 0,
      },
    ]);
  });

  it('sends no counts for a page without failures when no app is said to have run', () => {
    expect(tallyEvents([], context)).toEqual([]);
  });

  const zeros = { loadFailures: 0, retries: 0, fallbacks: 0, islandFailures: 0, errors: 0, hydrationErrors: 0 };

  it('gives every app that ran its row, all zeros when nothing failed (a fragment remote that loaded)', () => {
    const ran: HealthAppName[] = ['mf_marketing', 'shell', 'mf_blog'];
    expect(tallyEvents([], { ...context, ran })).toEqual([
      { app: 'mf_marketing', build: 'm1', ...zeros },
      { app: 'shell', build: 's1', ...zeros },
      { app: 'mf_blog', build: 'b2', ...zeros },
    ]);
  });

  it("counts an island's failure for the remote that owns it, the page's own islands for the page's app", () => {
    const events: HealthEvent[] = [
      { kind: 'islandFailure', owner: 'mf_blog/BlogTeaser' },
      { kind: 'islandFailure', owner: 'mf_blog' },
      { kind: 'islandFailure' },
      // An owner that names no remote of this page: the page's app.
      { kind: 'islandFailure', owner: 'mf_nowhere/Thing' },
    ];
    expect(tallyEvents(events, { ...context, ran: ['mf_marketing', 'mf_blog'] })).toEqual([
      { app: 'mf_marketing', build: 'm1', ...zeros, islandFailures: 2 },
      { app: 'mf_blog', build: 'b2', ...zeros, islandFailures: 2 },
    ]);
  });

  it("counts an error thrown in a remote's component under react-dom's frames (the shell's) for the remote", () => {
    const stack = [
      'Error: boom',
      '    at renderWithHooks (http://localhost:3000/static/js/lib-react-dom.1a2b.js:1:100)',
      '    at beginWork (http://localhost:3000/static/js/lib-react-dom.1a2b.js:1:200)',
      '    at BlogTeaser (http://localhost:3003/static/js/__federation_expose_BlogTeaser.3c4d.js:1:300)',
      '    at performUnitOfWork (http://localhost:3000/static/js/lib-react-dom.1a2b.js:1:400)',
    ].join('\n');
    expect(tallyEvents([{ kind: 'error', stack }], context)).toEqual([
      { app: 'mf_blog', build: 'b2', ...zeros, errors: 1 },
    ]);
  });
});

describe('appsThatRan', () => {
  it("is the page's app, the shell and every remote whose code was requested, loaded or not", () => {
    const status = createRemoteStatusStore();
    status.register(remotes, {});
    expect(appsThatRan('mf_marketing', status.getSnapshot())).toEqual(['mf_marketing', 'shell']);
    status.loading('mf_marketing');
    status.loaded('mf_marketing', 10);
    status.loading('mf_blog'); // the blog teaser's island on home
    status.loaded('mf_blog', 20);
    status.loading('mf_forms');
    status.failed('mf_forms', 30);
    status.loading('mf_portfolio');
    status.retrying('mf_portfolio', 1);
    expect(appsThatRan('mf_marketing', status.getSnapshot())).toEqual([
      'mf_marketing',
      'shell',
      'mf_portfolio',
      'mf_blog',
      'mf_forms',
    ]);
    expect(appsThatRan('shell', status.getSnapshot())).toEqual([
      'shell',
      'mf_marketing',
      'mf_portfolio',
      'mf_blog',
      'mf_forms',
    ]);
  });

  it('gives a fragment remote that loaded an all-zero row in the counts', () => {
    const status = createRemoteStatusStore();
    status.register(remotes, {});
    status.loading('mf_blog');
    status.loaded('mf_blog', 20);
    const ran = appsThatRan('mf_marketing', status.getSnapshot());
    const counts = tallyEvents([{ kind: 'retry', app: 'mf_marketing' }], { ...context, ran });
    expect(counts.find((row) => row.app === 'mf_blog')).toEqual({
      app: 'mf_blog',
      build: 'b2',
      loadFailures: 0,
      retries: 0,
      fallbacks: 0,
      islandFailures: 0,
      errors: 0,
      hydrationErrors: 0,
    });
    expect(counts.map((row) => row.app)).toEqual(['mf_marketing', 'shell', 'mf_blog']);
  });
});

describe('tallyEvents with element vitals', () => {
  const zeros = { loadFailures: 0, retries: 0, fallbacks: 0, islandFailures: 0, errors: 0, hydrationErrors: 0 };

  it("puts each app's element vitals on its row, and gives an app credited with one a row of its own", () => {
    const elementVitals = new Map<HealthAppName, { LCP?: number; INP?: number; CLS?: number }>([
      ['mf_marketing', { LCP: 900 }],
      ['mf_blog', { INP: 120, CLS: 0.01 }],
    ]);
    const counts = tallyEvents([{ kind: 'retry', app: 'mf_forms' }], {
      ...context,
      ran: ['mf_marketing', 'shell'],
      elementVitals,
    });
    expect(counts).toEqual([
      { app: 'mf_marketing', build: 'm1', ...zeros, vitals: { LCP: 900 } },
      { app: 'shell', build: 's1', ...zeros },
      { app: 'mf_blog', build: 'b2', ...zeros, vitals: { INP: 120, CLS: 0.01 } },
      { app: 'mf_forms', build: 'unknown', ...zeros, retries: 1 },
    ]);
    // The rows carry copies: the view's figures that keep changing are not the beacon's.
    elementVitals.set('mf_marketing', { LCP: 1 });
    expect(counts[0]?.vitals).toEqual({ LCP: 900 });
  });

  it('keeps one row for an app that ran and was credited', () => {
    const counts = tallyEvents([], {
      ...context,
      ran: ['mf_blog'],
      elementVitals: new Map([['mf_blog', { INP: 64 }]]),
    });
    expect(counts).toEqual([{ app: 'mf_blog', build: 'b2', ...zeros, vitals: { INP: 64 } }]);
  });
});
