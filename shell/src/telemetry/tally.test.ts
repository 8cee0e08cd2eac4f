import type { HealthAppName } from '@codecrush/contracts';
import type { HealthEvent } from './HealthRecorder';
import { tallyEvents } from './tally';

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

  it('sends no counts for a page without failures', () => {
    expect(tallyEvents([], context)).toEqual([]);
  });
});
