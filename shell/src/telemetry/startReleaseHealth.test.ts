import type { SiteConfig } from '@codecrush/contracts';
import { createRemoteStatusStore } from '../federation/remoteStatus';
import { measureVitals } from './collectReleaseHealth';
import { startSending } from './sendReleaseHealth';
import { startReleaseHealth } from './startReleaseHealth';
import { testRemotes } from '../federation/testRemotes';

jest.mock('./collectReleaseHealth', () => ({ measureVitals: jest.fn() }));
jest.mock('./sendReleaseHealth', () => ({ startSending: jest.fn() }));

const remotes = testRemotes;
const contextWith = (healthSampleRate: number) => ({
  config: { api: { baseUrl: 'http://api.test' }, healthSampleRate } as SiteConfig,
  remotes,
  status: createRemoteStatusStore(),
});

/** The idle callbacks the page asked for, run by the test when it says so. */
let idleTasks: Array<{ task: () => void; timeout: number | undefined }> = [];
const runIdle = () => {
  const tasks = idleTasks;
  idleTasks = [];
  for (const { task } of tasks) task();
};
/** Lets the dynamic import and the MutationObserver deliver. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  jest.clearAllMocks();
  idleTasks = [];
  delete document.documentElement.dataset.appReady;
  Object.assign(window, {
    requestIdleCallback: (task: () => void, options?: IdleRequestOptions) => {
      idleTasks.push({ task, timeout: options?.timeout });
      return idleTasks.length;
    },
  });
  jest.spyOn(Math, 'random').mockReturnValue(0.5);
});

afterEach(() => jest.restoreAllMocks());

describe('startReleaseHealth', () => {
  it('does nothing for a view outside the sample', () => {
    expect(startReleaseHealth(contextWith(0.5))).toBeUndefined();
    expect(startReleaseHealth(contextWith(0))).toBeUndefined();
    expect(idleTasks).toEqual([]);
  });

  it('records from the start, sends from the first idle moment though the page is not ready, measures vitals once it is', async () => {
    const context = contextWith(0.6);
    const recorder = startReleaseHealth(context);
    expect(recorder).toBeDefined();
    // Recording already: an error now is this view's.
    window.dispatchEvent(new ErrorEvent('error', { filename: 'http://localhost/main.js' }));
    expect(recorder?.view.events).toHaveLength(1);
    expect(startSending).not.toHaveBeenCalled();
    expect(idleTasks.map(({ timeout }) => timeout)).toEqual([5000]);

    runIdle();
    expect(startSending).toHaveBeenCalledWith({ ...context, recorder }, window);
    runIdle();
    await settle();
    expect(measureVitals).not.toHaveBeenCalled();

    document.documentElement.dataset.appReady = 'false';
    await settle();
    expect(idleTasks).toEqual([]);
    document.documentElement.dataset.appReady = 'true';
    await settle();
    expect(idleTasks.map(({ timeout }) => timeout)).toEqual([5000]);
    runIdle();
    await settle();
    expect(measureVitals).toHaveBeenCalledWith(recorder);
  });

  it('measures vitals at the next idle moment when the page was ready before the first', async () => {
    document.documentElement.dataset.appReady = 'true';
    const recorder = startReleaseHealth(contextWith(1));
    runIdle();
    expect(startSending).toHaveBeenCalledTimes(1);
    expect(measureVitals).not.toHaveBeenCalled();
    runIdle();
    await settle();
    expect(measureVitals).toHaveBeenCalledWith(recorder);
  });

  it('waits a second where there is no requestIdleCallback', () => {
    jest.useFakeTimers();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    startReleaseHealth(contextWith(1));
    jest.advanceTimersByTime(999);
    expect(startSending).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(startSending).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
