import { Suspense, lazy, useMemo, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { GlobalStyles, RemoteLoaderContext, SiteConfigContext, ThemeRoot } from '@codecrush/ui';
import { BrowserRouter } from '@codecrush/ui/router';
import type { SiteConfig } from '@codecrush/contracts';
import { AppRoutes } from './AppRoutes';
import { toasterOptions } from './content/toasts';
import { createRemoteLoader } from './federation/remoteLoader';
import type { OverrideRejection, Overrides } from './federation/overrides';
import { clearOverrides } from './federation/overrides';
import { remoteStatus } from './federation/remoteStatus';
import { DevOverrideBadge } from './layout/DevOverrideBadge';
import { Layout } from './layout/Layout';

/** A development aid (dev overrides on): its code is never part of a visitor's first load. */
const RemotesPanel = lazy(() => import('./layout/RemotesPanel').then((module) => ({ default: module.RemotesPanel })));

export type AppProps = {
  config: SiteConfig;
  overrides: { accepted: Overrides; rejected: OverrideRejection[] };
};

export function App({ config, overrides }: AppProps) {
  const loader = useMemo(
    () => createRemoteLoader(config.remotes, { timeoutMs: config.remoteTimeoutMs, status: remoteStatus }),
    [config],
  );
  const [badge, setBadge] = useState(overrides);
  return (
    <ThemeRoot>
      <GlobalStyles />
      <SiteConfigContext.Provider value={config}>
        <RemoteLoaderContext.Provider value={loader}>
          <BrowserRouter>
            <Layout>
              <AppRoutes />
            </Layout>
          </BrowserRouter>
        </RemoteLoaderContext.Provider>
      </SiteConfigContext.Provider>
      <Toaster {...toasterOptions} />
      {config.devOverridesEnabled && (
        <Suspense fallback={null}>
          <RemotesPanel store={remoteStatus} />
        </Suspense>
      )}
      <DevOverrideBadge
        accepted={badge.accepted}
        rejected={badge.rejected}
        onClear={() => {
          clearOverrides(window.localStorage);
          setBadge({ accepted: {}, rejected: [] });
          const url = new URL(window.location.href);
          url.searchParams.delete('mf-override');
          window.location.replace(url.toString());
        }}
      />
    </ThemeRoot>
  );
}
