import type { RemoteModuleId } from '@codecrush/contracts';
import { ModuleResource } from './ModuleResource';
import { RemoteModuleCache } from './RemoteModuleCache';
import type { RemoteComponentModule } from './RemoteModuleCache';

const Page = () => null;
const pageModule: RemoteComponentModule = { default: Page };
const blog: RemoteModuleId = 'mf_blog/BlogListPage';

/** A load the test settles when it wants. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ModuleResource', () => {
  it('is pending until its load settles: nothing to read yet, neither loaded nor failed', () => {
    const resource = new ModuleResource(deferred<string>().promise);
    expect([resource.loaded, resource.failed, resource.settled()]).toEqual([false, false, undefined]);
  });

  it('reads the loaded value once its load has resolved', async () => {
    const load = deferred<string>();
    const resource = new ModuleResource(load.promise);
    load.resolve('module');
    await settle();
    expect([resource.loaded, resource.failed, resource.settled()]).toEqual([true, false, 'module']);
  });

  it('throws the load’s own error once it has failed, so the boundary shows the notice', async () => {
    const load = deferred<string>();
    const resource = new ModuleResource(load.promise);
    const failure = new Error('refused');
    load.reject(failure);
    await settle();
    expect([resource.loaded, resource.failed]).toEqual([false, true]);
    expect(() => resource.settled()).toThrow(failure);
  });

  it('reads a module loaded ahead of its render at once, and its promise answers too', async () => {
    const resource = ModuleResource.loaded('module');
    expect([resource.loaded, resource.failed, resource.settled()]).toEqual([true, false, 'module']);
    await expect(resource.promise).resolves.toBe('module');
  });
});

describe('RemoteModuleCache', () => {
  it('keeps one attempt per module across renders: a second load starts nothing', () => {
    const loader = jest.fn(() => deferred<RemoteComponentModule>().promise);
    const cache = new RemoteModuleCache(loader);
    const first = cache.load(blog);
    expect(cache.load(blog)).toBe(first);
    expect(loader.mock.calls).toEqual([[blog, 0]]);
    expect(first).toMatchObject({ id: blog, number: 0, key: 'mf_blog/BlogListPage#0' });
  });

  it('numbers each Try again after the last attempt; one before any load is the first attempt', () => {
    const loader = jest.fn(() => deferred<RemoteComponentModule>().promise);
    const cache = new RemoteModuleCache(loader);
    expect(cache.retry(blog).number).toBe(0);
    expect(cache.retry(blog)).toMatchObject({ number: 1, key: 'mf_blog/BlogListPage#1' });
    expect(cache.retry(blog).number).toBe(2);
    expect(loader.mock.calls).toEqual([
      [blog, 0],
      [blog, 1],
      [blog, 2],
    ]);
  });

  it('tells whether a module has loaded (a render would not suspend)', async () => {
    const load = deferred<RemoteComponentModule>();
    const cache = new RemoteModuleCache(() => load.promise);
    expect(cache.isLoaded(blog)).toBe(false);
    cache.load(blog);
    expect(cache.isLoaded(blog)).toBe(false);
    load.resolve(pageModule);
    await settle();
    expect(cache.isLoaded(blog)).toBe(true);
  });

  it('forgets a failed preload, so the navigation loads afresh', async () => {
    const preload = deferred<RemoteComponentModule>();
    const loader = jest.fn().mockReturnValueOnce(preload.promise).mockResolvedValue(pageModule);
    const cache = new RemoteModuleCache(loader);
    cache.preload(blog);
    cache.preload(blog);
    expect(loader).toHaveBeenCalledTimes(1);
    preload.reject(new Error('refused'));
    await settle();
    const navigation = cache.load(blog);
    expect(loader.mock.calls).toEqual([
      [blog, 0],
      [blog, 0],
    ]);
    await expect(navigation.resource.promise).resolves.toBe(pageModule);
  });

  it('keeps a Try again started while a preload was failing', async () => {
    const preload = deferred<RemoteComponentModule>();
    const loader = jest.fn().mockReturnValueOnce(preload.promise).mockResolvedValue(pageModule);
    const cache = new RemoteModuleCache(loader);
    cache.preload(blog);
    const retried = cache.retry(blog);
    preload.reject(new Error('refused'));
    await settle();
    expect(cache.load(blog)).toBe(retried);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('shows the kept prerendered content under the notice of the first attempt only, not after a Try again', () => {
    const cache = new RemoteModuleCache(() => deferred<RemoteComponentModule>().promise);
    cache.keep(blog, '<h1>Blog</h1>');
    expect(cache.keptHtml(blog)).toBe('<h1>Blog</h1>');
    cache.load(blog);
    expect(cache.keptHtml(blog)).toBe('<h1>Blog</h1>');
    cache.retry(blog);
    expect(cache.keptHtml(blog)).toBeUndefined();
    expect(cache.keptHtml('mf_blog/BlogPostPage')).toBeUndefined();
  });

  it('loads for an island straight from the loader, leaving the page’s attempt alone', async () => {
    const loader = jest.fn().mockResolvedValue(pageModule);
    const cache = new RemoteModuleCache(loader);
    await expect(cache.loadForIsland(blog, 2)).resolves.toBe(pageModule);
    expect(loader.mock.calls).toEqual([[blog, 2]]);
    expect(cache.isLoaded(blog)).toBe(false);
  });
});
