import { act, screen } from '@testing-library/react';
import type { RemoteModuleId } from '@codecrush/contracts';
import { renderWithProviders } from '../test/renderWithProviders';
import { RemoteModuleCache } from './RemoteModuleCache';
import type { RemoteModuleLoader } from './RemoteModuleCache';
import { RemoteModuleCacheContext } from './RemoteModuleCacheContext';
import { RemoteView } from './RemoteView';

function Page() {
  return <h1>Blog</h1>;
}

const renderWith = (cache: RemoteModuleCache, id: RemoteModuleId) =>
  renderWithProviders(
    <RemoteModuleCacheContext.Provider value={cache}>
      <RemoteView id={id} />
    </RemoteModuleCacheContext.Provider>,
  );

const mockLoader = () => jest.fn<ReturnType<RemoteModuleLoader>, Parameters<RemoteModuleLoader>>();

describe('RemoteView', () => {
  it('shows a skeleton, then the remote page', async () => {
    let resolve: (value: { default: typeof Page }) => void = () => undefined;
    const loader = jest.fn(() => new Promise<{ default: typeof Page }>((r) => (resolve = r)));
    await act(async () => {
      renderWith(new RemoteModuleCache(loader), 'mf_blog/BlogListPage');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await act(async () => resolve({ default: Page }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mf_blog/BlogListPage', 0);
  });

  it('falls back when the remote fails, and Try again really loads again', async () => {
    const loader = mockLoader().mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce({ default: Page });
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // React logs the caught failure
    await act(async () => {
      renderWith(new RemoteModuleCache(loader), 'mf_blog/BlogPostPage');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This section is temporarily unavailable' }),
    ).toBeInTheDocument();
    const tryAgain = screen.getByRole('button', { name: 'Try again' });
    await act(async () => tryAgain.click());
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(loader).toHaveBeenNthCalledWith(2, 'mf_blog/BlogPostPage', 1);
    jest.restoreAllMocks();
  });

  it('renders a module the boot already loaded at once, without a skeleton (hydration)', () => {
    const loader = mockLoader();
    const cache = new RemoteModuleCache(loader);
    cache.prime('mf_blog/BlogJavascriptPage', { default: Page });
    renderWith(cache, 'mf_blog/BlogJavascriptPage');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  });

  it('keeps the prerendered content of a remote that failed at boot under the notice', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = mockLoader().mockRejectedValueOnce(new Error('refused'));
    const cache = new RemoteModuleCache(loader);
    await expect(cache.load('mf_blog/BlogTeaser').resource.promise).rejects.toThrow('refused');
    cache.keep('mf_blog/BlogTeaser', '<h1>Prerendered article</h1>');
    await act(async () => {
      renderWith(cache, 'mf_blog/BlogTeaser');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    expect(screen.getByRole('heading', { level: 1, name: 'Prerendered article' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
    jest.restoreAllMocks();
  });

  it('a preloaded page renders at once, loaded once; a failed preload is forgotten', async () => {
    const loader = jest.fn(() => Promise.resolve({ default: Page }));
    const cache = new RemoteModuleCache(loader);
    cache.preload('mf_careers/CareersPage');
    cache.preload('mf_careers/CareersPage');
    expect(cache.isLoaded('mf_careers/CareersPage')).toBe(false);
    await act(async () => undefined);
    expect(cache.isLoaded('mf_careers/CareersPage')).toBe(true);
    renderWith(cache, 'mf_careers/CareersPage');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);

    const failing = mockLoader().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: Page });
    const failingCache = new RemoteModuleCache(failing);
    failingCache.preload('mf_forms/ContactPage');
    await act(async () => undefined);
    expect(failingCache.isLoaded('mf_forms/ContactPage')).toBe(false);
    await act(async () => {
      renderWith(failingCache, 'mf_forms/ContactPage');
    });
    expect(await screen.findAllByRole('heading', { level: 1, name: 'Blog' })).toHaveLength(2);
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('two caches share nothing: each app loads its own modules', async () => {
    const first = jest.fn(() => Promise.resolve({ default: Page }));
    const second = jest.fn(() => Promise.resolve({ default: Page }));
    const firstCache = new RemoteModuleCache(first);
    firstCache.preload('mf_blog/BlogListPage');
    await act(async () => undefined);
    const secondCache = new RemoteModuleCache(second);
    expect(secondCache.isLoaded('mf_blog/BlogListPage')).toBe(false);
    await act(async () => {
      renderWith(secondCache, 'mf_blog/BlogListPage');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
