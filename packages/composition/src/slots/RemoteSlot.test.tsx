import { act } from 'react';
import { render } from '@testing-library/react';
import { failureSignalEvent } from '../boundary/failureSignal';
import type { FailureSignal } from '../boundary/failureSignal';
import { Island } from '../islands/Island';
import { hydrateIslandsNow } from '../islands/triggers';
import { ThemeRoot } from '@codecrush/ui';
import { RemoteModuleCache } from './RemoteModuleCache';
import { RemoteModuleCacheContext } from './RemoteModuleCacheContext';
import { RemoteSlot } from './RemoteSlot';

/** An IntersectionObserver that never reports: islands open on hydrateIslandsNow() only. */
class FarAwayObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** The failure signals the page announces while `run` runs. */
async function signalsDuring(run: () => Promise<void>): Promise<FailureSignal[]> {
  const signals: FailureSignal[] = [];
  const listener = (event: Event) => signals.push((event as CustomEvent<FailureSignal>).detail);
  window.addEventListener(failureSignalEvent, listener);
  try {
    await run();
  } finally {
    window.removeEventListener(failureSignalEvent, listener);
  }
  return signals;
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
