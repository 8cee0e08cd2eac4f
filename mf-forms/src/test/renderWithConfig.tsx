import { Toaster } from 'react-hot-toast';
import type { ReactElement } from 'react';
import { remoteAppsByKey, remoteKeys } from '@codecrush/contracts';
import type { SiteConfig } from '@codecrush/contracts';
import { SiteConfigContext } from '@codecrush/composition';
import { renderWithProviders } from '@codecrush/composition/test';
import type { RenderWithProvidersOptions } from '@codecrush/composition/test';

/** The runtime config the tests run under: the project's own API answers both calls. */
export const testConfig: SiteConfig = {
  remotes: Object.fromEntries(
    remoteKeys.map((key) => [
      remoteAppsByKey[key].name,
      `http://localhost:${remoteAppsByKey[key].port}/mf-manifest.json`,
    ]),
  ) as SiteConfig['remotes'],
  api: { baseUrl: 'http://api.test' },
  emailjs: { serviceId: 'service_t', templateId: 'template_t', publicKey: 'key_t', origin: 'http://api.test' },
  chatWidgetUrl: '',
  devOverrideOrigins: [],
  devOverridesEnabled: false,
  remoteTimeoutMs: 8000,
  healthSampleRate: 1,
};

/** Renders like the shell does: theme, router, the site config and the one Toaster. */
export function renderWithConfig(
  ui: ReactElement,
  { config = testConfig, ...options }: RenderWithProvidersOptions & { config?: SiteConfig } = {},
) {
  return renderWithProviders(
    <SiteConfigContext.Provider value={config}>
      {ui}
      <Toaster />
    </SiteConfigContext.Provider>,
    options,
  );
}

/** A JSON answer of the API. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Replaces `fetch` for one test; returns the mock (restore with `jest.restoreAllMocks()`). */
export function mockFetch(impl: (url: string, init: RequestInit) => Promise<Response>) {
  const fetchMock = jest.fn((input: RequestInfo | URL, init?: RequestInit) => impl(String(input), init ?? {}));
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
  return fetchMock;
}

/** A fetch that never answers until `answer` is called (to see the sending state). */
export function deferredFetch() {
  let answer: (response: Response) => void = () => undefined;
  const fetchMock = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
  return { fetchMock, answer: (response: Response) => answer(response) };
}
