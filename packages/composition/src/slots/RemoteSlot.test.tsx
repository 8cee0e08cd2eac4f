import { act } from 'react';
import { render, screen } from '@testing-library/react';
import type { RemoteModuleId } from '@codecrush/contracts';
import { signalsDuring } from '../boundary/failureSignalTestKit';
import { Island } from '../islands/Island';
import { hydrateIslandsNow } from '../islands/triggers';
import { ThemeRoot } from '@codecrush/ui';
import { RemoteModuleCache } from './RemoteModuleCache';
import type { RemoteModuleLoader } from './RemoteModuleCache';
import { RemoteModuleCacheContext } from './RemoteModuleCacheContext';
import { RemoteSlot } from './RemoteSlot';

/** An IntersectionObserver that never reports: islands open on hydrateIslandsNow() only. */
class FarAwayObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

describe('island failure signals', () => {
  beforeEach(() => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true, IntersectionObserver: FarAwayObserver });
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // React logs the caught failure
  });
  afterEach(() => jest.restoreAllMocks());

  it("names a fragment's module as the owner of its failed island", async () => {
    const cache = new RemoteModuleCache(() => Promise.reject(new Error('refused')));
    const signals = await signalsDuring(async () => {
      await act(async () => {
        render(
          <ThemeRoot>
            <RemoteModuleCacheContext.Provider value={cache}>
              <RemoteSlot id="mf_blog/BlogTeaser" />
            </RemoteModuleCacheContext.Provider>
          </ThemeRoot>,
        );
      });
      await act(async () => hydrateIslandsNow());
    });
    expect(signals).toStrictEqual([{ kind: 'island', island: 'mf_blog/BlogTeaser', owner: 'mf_blog/BlogTeaser' }]);
  });

  it("names no owner for the page's own island", async () => {
    const signals = await signalsDuring(async () => {
      await act(async () => {
        render(
          <ThemeRoot>
            <Island name="share-row" load={() => Promise.reject(new Error('offline'))} props={{}} />
          </ThemeRoot>,
        );
      });
      await act(async () => hydrateIslandsNow());
    });
    expect(signals).toEqual([{ kind: 'island', island: 'share-row' }]);
    expect(signals[0]).not.toHaveProperty('owner', expect.anything());
  });
});

function Teaser() {
  return <p>Latest article: Islands</p>;
}

function OtherTeaser() {
  return <p>Careers: we are hiring</p>;
}

const renderSlot = (id: RemoteModuleId, cache: RemoteModuleCache | null = null) =>
  render(
    <ThemeRoot>
      <RemoteModuleCacheContext.Provider value={cache}>
        <RemoteSlot id={id} />
      </RemoteModuleCacheContext.Provider>
    </ThemeRoot>,
  );

const mockLoader = () => jest.fn<ReturnType<RemoteModuleLoader>, Parameters<RemoteModuleLoader>>();

describe('RemoteSlot', () => {
  beforeEach(() => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true, IntersectionObserver: FarAwayObserver });
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // React logs the caught failure
  });
  afterEach(() => jest.restoreAllMocks());

  it("loads the fragment through the page's module cache only when its island opens, then shows it", async () => {
    const loader = mockLoader().mockResolvedValue({ default: Teaser });
    await act(async () => {
      renderSlot('mf_blog/BlogTeaser', new RemoteModuleCache(loader));
    });
    expect(loader).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');

    await act(async () => hydrateIslandsNow());
    expect(loader).toHaveBeenCalledWith('mf_blog/BlogTeaser', 0);
    expect(screen.getByText('Latest article: Islands')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Try again loads the fragment again, as the next attempt', async () => {
    const loader = mockLoader().mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce({ default: Teaser });
    await act(async () => {
      renderSlot('mf_blog/BlogTeaser', new RemoteModuleCache(loader));
    });
    await act(async () => hydrateIslandsNow());
    expect(screen.getByRole('alert')).toHaveTextContent('This section is temporarily unavailable');

    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(loader).toHaveBeenLastCalledWith('mf_blog/BlogTeaser', 1);
    expect(screen.getByText('Latest article: Islands')).toBeInTheDocument();
  });

  it('Try again loads the module the slot names now', async () => {
    const loader = mockLoader()
      .mockRejectedValueOnce(new Error('refused'))
      .mockImplementation((id) => Promise.resolve({ default: id === 'mf_blog/BlogTeaser' ? Teaser : OtherTeaser }));
    const cache = new RemoteModuleCache(loader);
    let view: ReturnType<typeof renderSlot> | undefined;
    await act(async () => {
      view = renderSlot('mf_blog/BlogTeaser', cache);
    });
    await act(async () => hydrateIslandsNow());
    expect(screen.getByRole('alert')).toBeInTheDocument();

    view?.rerender(
      <ThemeRoot>
        <RemoteModuleCacheContext.Provider value={cache}>
          <RemoteSlot id="mf_blog/BlogListPage" />
        </RemoteModuleCacheContext.Provider>
      </ThemeRoot>,
    );
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(loader).toHaveBeenLastCalledWith('mf_blog/BlogListPage', 1);
    expect(screen.getByText('Careers: we are hiring')).toBeInTheDocument();
  });

  it('without a module cache: the notice, a failure counted for the fragment, and the console names what is missing', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const signals = await signalsDuring(async () => {
      await act(async () => {
        renderSlot('mf_blog/BlogTeaser');
      });
      await act(async () => hydrateIslandsNow());
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    expect(signals).toStrictEqual([{ kind: 'island', island: 'mf_blog/BlogTeaser', owner: 'mf_blog/BlogTeaser' }]);
    const logged = consoleError.mock.calls.map((args) => args.map(String).join(' ')).join('\n');
    expect(logged).toContain('No remote loader for mf_blog/BlogTeaser');
  });
});
