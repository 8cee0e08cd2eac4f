import { RemoteLoadError, remoteNameOf, retryUrl, withTimeout } from './remoteLoader';

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
