import { failureSignalEvent } from '@codecrush/composition';
import type { FailureSignal } from '@codecrush/composition';
import { createRemoteStatusStore } from '../federation/remoteStatus';
import { HealthRecorder, newPageView } from './HealthRecorder';
import { testRemotes } from '../federation/testRemotes';

const remotes = testRemotes;

/** A page of its own for each test: the events it dispatches, its size and path, changed at will. */
function fakePage(innerWidth: number, pathname: string) {
  return Object.assign(new EventTarget(), { innerWidth, location: { pathname } as Location });
}

function started(innerWidth = 1366, pathname = '/') {
  const page = fakePage(innerWidth, pathname);
  const status = createRemoteStatusStore();
  status.register(remotes, {});
  const recorder = new HealthRecorder(status, page);
  recorder.listen(page as unknown as Window);
  return { page, status, recorder };
}

const signal = (page: EventTarget, detail: FailureSignal) =>
  page.dispatchEvent(new CustomEvent<FailureSignal>(failureSignalEvent, { detail }));

const restore = (page: EventTarget, persisted: boolean) =>
  page.dispatchEvent(new PageTransitionEvent('pageshow', { persisted }));

describe('newPageView', () => {
  it('starts empty, with the path (300 characters at most) and the device class of the moment', () => {
    expect(newPageView({ innerWidth: 390, location: { pathname: '/view-blog/3' } as Location })).toEqual({
      path: '/view-blog/3',
      device: 'mobile',
      events: [],
      vitals: {},
      elementVitals: new Map(),
    });
    const long = `/${'a'.repeat(400)}`;
    expect(newPageView({ innerWidth: 1024, location: { pathname: long } as Location })).toMatchObject({
      path: long.slice(0, 300),
      device: 'desktop',
    });
  });
});

describe('HealthRecorder', () => {
  it('records uncaught errors (their stack, else their script), rejections, fallbacks and island failures', () => {
    const { page, recorder } = started();
    const thrown = new Error('boom');
    page.dispatchEvent(new ErrorEvent('error', { error: thrown, filename: 'http://localhost:3000/main.js' }));
    page.dispatchEvent(new ErrorEvent('error', { error: 'not an error', filename: 'http://localhost:3003/x.js' }));
    page.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: thrown }));
    page.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'plain text' }));
    signal(page, { kind: 'fallback', module: 'mf_blog/BlogListPage' });
    signal(page, { kind: 'island', island: 'teaser', owner: 'mf_blog/BlogTeaser' });
    signal(page, { kind: 'island', island: 'carousel' });
    expect(recorder.view.events).toEqual([
      { kind: 'error', stack: thrown.stack },
      { kind: 'error', stack: 'http://localhost:3003/x.js' },
      { kind: 'error', stack: thrown.stack },
      { kind: 'error', stack: '' },
      { kind: 'fallback', module: 'mf_blog/BlogListPage' },
      { kind: 'islandFailure', owner: 'mf_blog/BlogTeaser' },
      { kind: 'islandFailure', owner: undefined },
    ]);
  });

  it('records each new retry and a load failure once, from the status store', () => {
    const { status, recorder } = started();
    status.loading('mf_blog');
    status.retrying('mf_blog', 1);
    status.retrying('mf_blog', 1);
    status.retrying('mf_blog', 2);
    status.failed('mf_blog', 100);
    status.failed('mf_blog', 120);
    status.loading('mf_careers');
    status.loaded('mf_careers', 50);
    expect(recorder.view.events).toEqual([
      { kind: 'retry', app: 'mf_blog' },
      { kind: 'retry', app: 'mf_blog' },
      { kind: 'loadFailure', app: 'mf_blog' },
    ]);
  });

  it("counts React's recoverable errors and still logs them", () => {
    const { recorder } = started();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('hydration mismatch');
    recorder.recoverableError(error);
    expect(recorder.view.events).toEqual([{ kind: 'hydrationError' }]);
    expect(logged).toHaveBeenCalledWith(error);
    logged.mockRestore();
  });

  it('keeps at most 500 events a view', () => {
    const { page, recorder } = started();
    for (let index = 0; index < 501; index += 1) signal(page, { kind: 'island', island: 'carousel' });
    expect(recorder.view.events).toHaveLength(500);
  });

  it('starts a new view on a restore from the back/forward cache: its own path, device and failures only', () => {
    const { page, status, recorder } = started(1366, '/');
    status.loading('mf_blog');
    status.retrying('mf_blog', 1);
    const first = recorder.view;
    first.vitals.FCP = 400;
    first.elementVitals.set('mf_blog', { INP: 80 });
    // A normal pageshow (the first load) changes nothing.
    restore(page, false);
    expect(recorder.view).toBe(first);

    Object.assign(page, { innerWidth: 800, location: { pathname: '/all-blogs' } });
    restore(page, true);
    const restored = recorder.view;
    expect(restored).not.toBe(first);
    expect(restored).toEqual({
      path: '/all-blogs',
      device: 'mobile',
      events: [],
      vitals: {},
      elementVitals: new Map(),
    });
    status.retrying('mf_blog', 2);
    expect(restored.events).toEqual([{ kind: 'retry', app: 'mf_blog' }]);
    // The earlier view keeps what it had; nothing of the restore's goes to it.
    expect(first.events).toEqual([{ kind: 'retry', app: 'mf_blog' }]);
    expect(first.vitals).toEqual({ FCP: 400 });
    expect(first.path).toBe('/');
    expect(first.device).toBe('desktop');
  });

  it('starts the new view before listeners registered later (web-vitals) hear of the restore', () => {
    const { page, recorder } = started();
    const first = recorder.view;
    let seen: unknown;
    page.addEventListener('pageshow', () => (seen = recorder.view), { capture: true });
    restore(page, true);
    expect(seen).not.toBe(first);
    expect(seen).toBe(recorder.view);
  });
});
