import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { RemoteLoaderContext } from './RemoteLoaderContext';
import type { RemoteModuleId } from '@codecrush/contracts';
import type { RemoteModuleLoader } from './RemoteLoaderContext';
import {
  isRemoteModuleLoaded,
  keepRemoteContent,
  preloadRemoteModule,
  primeRemoteModule,
  RemoteView,
} from './RemoteView';

function Page() {
  return <h1>Blog</h1>;
}

const renderWith = (loader: RemoteModuleLoader, id: RemoteModuleId) =>
  renderWithProviders(
    <RemoteLoaderContext.Provider value={loader}>
      <RemoteView id={id} />
    </RemoteLoaderContext.Provider>,
  );

describe('RemoteView', () => {
  it('shows a skeleton, then the remote page', async () => {
    let resolve: (value: { default: typeof Page }) => void = () => undefined;
    const loader = jest.fn(() => new Promise<{ default: typeof Page }>((r) => (resolve = r)));
    await act(async () => {
      renderWith(loader, 'mf_blog/BlogListPage');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await act(async () => resolve({ default: Page }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mf_blog/BlogListPage', 0);
  });

  it('falls back when the remote fails, and Try again really loads again', async () => {
    const loader = jest
      .fn<ReturnType<RemoteModuleLoader>, Parameters<RemoteModuleLoader>>()
      .mockRejectedValueOnce(new Error('refused'))
      .mockResolvedValueOnce({ default: Page });
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // React logs the caught failure
    await act(async () => {
      renderWith(loader, 'mf_blog/BlogPostPage');
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
    const loader = jest.fn<ReturnType<RemoteModuleLoader>, Parameters<RemoteModuleLoader>>();
    primeRemoteModule('mf_blog/BlogJavascriptPage', { default: Page });
    renderWith(loader, 'mf_blog/BlogJavascriptPage');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  });

  it('keeps the prerendered content of a remote that failed at boot under the notice', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    keepRemoteContent('mf_blog/BlogTeaser', '<h1>Prerendered article</h1>', new Error('refused'));
    const loader = jest.fn<ReturnType<RemoteModuleLoader>, Parameters<RemoteModuleLoader>>();
    await act(async () => {
      renderWith(loader, 'mf_blog/BlogTeaser');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    expect(screen.getByRole('heading', { level: 1, name: 'Prerendered article' })).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });

  it('a preloaded page renders at once, loaded once; a failed preload is forgotten', async () => {
    const loader = jest.fn(() => Promise.resolve({ default: Page }));
    preloadRemoteModule(loader, 'mf_careers/CareersPage');
    preloadRemoteModule(loader, 'mf_careers/CareersPage');
    expect(isRemoteModuleLoaded('mf_careers/CareersPage')).toBe(false);
    await act(async () => undefined);
    expect(isRemoteModuleLoaded('mf_careers/CareersPage')).toBe(true);
    renderWith(loader, 'mf_careers/CareersPage');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);

    const failing = jest
      .fn<ReturnType<RemoteModuleLoader>, Parameters<RemoteModuleLoader>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Page });
    preloadRemoteModule(failing, 'mf_forms/ContactPage');
    await act(async () => undefined);
    expect(isRemoteModuleLoaded('mf_forms/ContactPage')).toBe(false);
    await act(async () => {
      renderWith(failing, 'mf_forms/ContactPage');
    });
    expect(await screen.findAllByRole('heading', { level: 1, name: 'Blog' })).toHaveLength(2);
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
