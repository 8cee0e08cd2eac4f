import { act, screen } from '@testing-library/react';
import type { RemoteModuleId } from '@codecrush/contracts';
import { signalsDuring } from '../boundary/failureSignalTestKit';
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

/**
 * How many times the page started a navigation (a reload) while `run` ran: jsdom cannot navigate
 * and says so on the console (as an Error), which is what is counted here.
 */
async function navigationsDuring(run: () => Promise<void>): Promise<number> {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const before = consoleError.mock.calls.length;
  await run();
  return consoleError.mock.calls
    .slice(before)
    .filter(([first]) => String(first).startsWith('Error: Not implemented: navigation')).length;
}

describe('RemoteView when a remote fails', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // React logs the caught failure
  });
  afterEach(() => jest.restoreAllMocks());

  it('reports the fallback a visitor sees, naming the remote module', async () => {
    const loader = mockLoader().mockRejectedValue(new Error('refused'));
    const signals = await signalsDuring(async () => {
      await act(async () => {
        renderWith(new RemoteModuleCache(loader), 'mf_blog/BlogPostPage');
      });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    expect(signals).toStrictEqual([{ kind: 'fallback', module: 'mf_blog/BlogPostPage' }]);
  });

  it('catches a remote page that crashes while rendering, reports it and keeps the page around it', async () => {
    function Crashing(): never {
      throw new Error('undefined is not a function');
    }
    const loader = mockLoader().mockResolvedValue({ default: Crashing });
    const signals = await signalsDuring(async () => {
      await act(async () => {
        renderWithProviders(
          <RemoteModuleCacheContext.Provider value={new RemoteModuleCache(loader)}>
            <nav>Site navigation</nav>
            <RemoteView id="mf_careers/CareersPage" />
          </RemoteModuleCacheContext.Provider>,
        );
      });
    });
    expect(screen.getByRole('heading', { level: 1, name: 'This section is temporarily unavailable' })).toBeVisible();
    expect(screen.getByRole('navigation')).toHaveTextContent('Site navigation');
    expect(signals).toStrictEqual([{ kind: 'fallback', module: 'mf_careers/CareersPage' }]);
  });

  it('Try again works every time, not only the first', async () => {
    const loader = mockLoader()
      .mockRejectedValueOnce(new Error('refused'))
      .mockRejectedValueOnce(new Error('refused again'))
      .mockResolvedValueOnce({ default: Page });
    await act(async () => {
      renderWith(new RemoteModuleCache(loader), 'mf_blog/BlogListPage');
    });
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(screen.getByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(3);
    expect(loader).toHaveBeenLastCalledWith('mf_blog/BlogListPage', 2);
  });

  it('without a module cache: the notice (a page heading), and Try again reloads the page', async () => {
    renderWithProviders(<RemoteView id="mf_blog/BlogListPage" />);
    expect(screen.getByRole('heading', { level: 1, name: 'This section is temporarily unavailable' })).toBeVisible();
    const navigations = await navigationsDuring(async () => {
      await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    });
    expect(navigations).toBe(1);
  });

  it('a fragment without a module cache shows the notice as a block, not as the page heading', () => {
    renderWithProviders(<RemoteView id="mf_blog/BlogTeaser" variant="block" />);
    expect(screen.getByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('Try again under kept prerendered content reloads the page instead of loading the remote again', async () => {
    const loader = mockLoader().mockRejectedValue(new Error('refused'));
    const cache = new RemoteModuleCache(loader);
    await expect(cache.load('mf_blog/BlogTeaser').resource.promise).rejects.toThrow('refused');
    cache.keep('mf_blog/BlogTeaser', '<p>Prerendered teaser</p>');
    await act(async () => {
      renderWith(cache, 'mf_blog/BlogTeaser');
    });
    const navigations = await navigationsDuring(async () => {
      await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    });
    expect(navigations).toBe(1);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Prerendered teaser')).toBeInTheDocument();
  });
});
