import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  createRemoteLoader,
  registerAllRemotes,
  RemoteLoadError,
  remoteNameOf,
  retryUrl,
  withTimeout,
} from './remoteLoader';
import { createRemoteStatusStore } from './remoteStatus';
import { testRemotes } from './testRemotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoad = jest.mocked(loadRemote);
const mockedRegister = jest.mocked(registerRemotes);

const remotes = testRemotes;
const Page = () => null;

describe('withTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('rejects a load that hangs past the limit', async () => {
    const hung = new Promise<never>(() => undefined);
    const result = withTimeout(hung, 8000, 'mf_blog/BlogListPage');
    jest.advanceTimersByTime(8000);
    await expect(result).rejects.toThrow(new RemoteLoadError('mf_blog/BlogListPage did not load within 8000 ms'));
  });

  it('passes through a load that settles in time', async () => {
    const result = withTimeout(Promise.resolve('ok'), 8000, 'x');
    await expect(result).resolves.toBe('ok');
  });

  it('passes through a failure as it is', async () => {
    const failure = new Error('refused');
    await expect(withTimeout(Promise.reject(failure), 8000, 'x')).rejects.toBe(failure);
  });
});

describe('createRemoteLoader', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockedLoad.mockReset();
    mockedRegister.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('retries a failed load twice with backoff, re-registering a fresh URL each time, then fails', async () => {
    mockedLoad.mockRejectedValue(new Error('RUNTIME-003'));
    const status = createRemoteStatusStore();
    status.register(remotes, {});
    const load = createRemoteLoader(remotes, { timeoutMs: 8000, status });
    const result = load('mf_blog/BlogListPage', 0).catch((error: unknown) => error);

    await jest.advanceTimersByTimeAsync(0);
    expect(mockedLoad).toHaveBeenCalledTimes(1);
    expect(mockedRegister).not.toHaveBeenCalled();
    expect(status.getSnapshot().find((s) => s.name === 'mf_blog')).toMatchObject({ state: 'retrying', retries: 1 });
    await jest.advanceTimersByTimeAsync(300);
    expect(mockedLoad).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(900);
    expect(mockedLoad).toHaveBeenCalledTimes(3);
    expect(await result).toEqual(new Error('RUNTIME-003'));

    const entries = mockedRegister.mock.calls.map(([list]) => {
      const remote = list[0];
      return remote && 'entry' in remote ? remote.entry : undefined;
    });
    expect(entries).toEqual(['http://b/mf-manifest.json?retry=1', 'http://b/mf-manifest.json?retry=2']);
    expect(mockedRegister.mock.calls.every(([, options]) => options?.force === true)).toBe(true);
    expect(status.getSnapshot().find((s) => s.name === 'mf_blog')).toMatchObject({ state: 'failed', retries: 2 });
  });

  it('renders without a fallback when a retry answers', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce({ default: Page });
    const status = createRemoteStatusStore();
    status.register(remotes, {});
    const result = createRemoteLoader(remotes, { timeoutMs: 8000, status })('mf_careers/CareersPage', 0);
    await jest.advanceTimersByTimeAsync(300);
    await expect(result).resolves.toEqual({ default: Page });
    expect(status.getSnapshot().find((s) => s.name === 'mf_careers')?.state).toBe('loaded');
  });

  it('bounds the whole attempt, retries included, by the timeout', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('refused')).mockReturnValue(new Promise(() => undefined));
    const result = createRemoteLoader(remotes, { timeoutMs: 1000 })('mf_forms/ContactPage', 0).catch(
      (error: unknown) => error,
    );
    await jest.advanceTimersByTimeAsync(1000);
    expect(await result).toEqual(new RemoteLoadError('mf_forms/ContactPage did not load within 1000 ms'));
    await jest.advanceTimersByTimeAsync(5000);
    expect(mockedLoad).toHaveBeenCalledTimes(2);
  });

  it('loads Try again (a later attempt) from a fresh manifest URL from its first try on', async () => {
    mockedLoad.mockResolvedValue({ default: Page });
    const load = createRemoteLoader(remotes, { timeoutMs: 8000 });
    await expect(load('mf_blog/BlogListPage', 0)).resolves.toEqual({ default: Page });
    expect(mockedRegister).not.toHaveBeenCalled();
    await expect(load('mf_blog/BlogListPage', 1)).resolves.toEqual({ default: Page });
    await expect(load('mf_forms/ContactPage', 1)).resolves.toEqual({ default: Page });
    expect(mockedRegister.mock.calls).toEqual([
      [[{ name: 'mf_blog', entry: 'http://b/mf-manifest.json?retry=1' }], { force: true }],
      [[{ name: 'mf_forms', entry: 'http://f/mf-manifest.json?retry=2' }], { force: true }],
    ]);
  });

  it('shows on the status panel how long a load took, its retries included', async () => {
    jest.advanceTimersByTime(5000);
    mockedLoad.mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce({ default: Page });
    const status = createRemoteStatusStore();
    status.register(remotes, {});
    const result = createRemoteLoader(remotes, { timeoutMs: 8000, status })('mf_blog/BlogListPage', 0);
    await jest.advanceTimersByTimeAsync(300);
    await result;
    expect(status.getSnapshot().find((s) => s.name === 'mf_blog')).toMatchObject({ state: 'loaded', loadMs: 300 });

    mockedLoad.mockReturnValue(new Promise(() => undefined));
    const hung = createRemoteLoader(remotes, { timeoutMs: 2000, status })('mf_forms/ContactPage', 0).catch(
      () => 'gave up',
    );
    await jest.advanceTimersByTimeAsync(2000);
    expect(await hung).toBe('gave up');
    expect(status.getSnapshot().find((s) => s.name === 'mf_forms')).toMatchObject({ state: 'failed', loadMs: 2000 });
  });

  it('loads without a status panel', async () => {
    mockedLoad.mockResolvedValue({ default: Page });
    await expect(createRemoteLoader(remotes, { timeoutMs: 8000 })('mf_careers/CareersPage', 0)).resolves.toEqual({
      default: Page,
    });
  });

  it('refuses a missing module (null or undefined) as it refuses one without a default component', async () => {
    const load = createRemoteLoader(remotes, { timeoutMs: 8000, retry: { delaysMs: [] } });
    for (const missing of [null, undefined, { default: 'not a component' }]) {
      mockedLoad.mockResolvedValueOnce(missing);
      await expect(load('mf_portfolio/ProjectsPage', 0)).rejects.toThrow(
        new RemoteLoadError('mf_portfolio/ProjectsPage has no default component export'),
      );
    }
  });

  it('refuses a module without a default component', async () => {
    mockedLoad.mockResolvedValue({ notDefault: true });
    const result = createRemoteLoader(remotes, { timeoutMs: 8000, retry: { delaysMs: [] } })(
      'mf_portfolio/ProjectsPage',
      0,
    );
    await expect(result).rejects.toThrow('mf_portfolio/ProjectsPage has no default component export');
  });
});

describe('registerAllRemotes', () => {
  it('registers every remote of the config under its name, at its manifest URL', () => {
    mockedRegister.mockReset();
    registerAllRemotes(remotes);
    expect(mockedRegister.mock.calls).toEqual([[Object.entries(remotes).map(([name, entry]) => ({ name, entry }))]]);
  });
});

describe('retry helpers', () => {
  it('names the remote of a module id', () => {
    expect(remoteNameOf('mf_blog/BlogPostPage')).toBe('mf_blog');
  });

  it('makes every retry fetch a fresh manifest URL', () => {
    expect(retryUrl('http://x/mf-manifest.json', 0)).toBe('http://x/mf-manifest.json');
    expect(retryUrl('http://x/mf-manifest.json', 2)).toBe('http://x/mf-manifest.json?retry=2');
    expect(retryUrl('http://x/m.json?v=1', 1)).toBe('http://x/m.json?v=1&retry=1');
  });
});
