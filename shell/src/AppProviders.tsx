import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { GlobalStyles, RemoteLoaderContext, SiteConfigContext, ThemeRoot, preloadRemoteModule } from '@codecrush/ui';
import type { RemoteModuleLoader } from '@codecrush/ui';
import type { SiteConfig } from '@codecrush/contracts';
import { createRemoteLoader } from './federation/remoteLoader';
import { remoteStatus } from './federation/remoteStatus';
import { DeferredToaster } from './layout/DeferredToaster';
import { watchLinkIntent } from './routing/linkIntent';
import { pageModuleOf } from './routing/pageModule';

export type AppProvidersProps = {
  config: SiteConfig;
  /** The prerenderer's loader (its own federation instance); the browser's is made from config. */
  loader?: RemoteModuleLoader;
  children: ReactNode;
};

/**
 * Theme, global styles, runtime config, the remote loader and the toaster: the same on both sides.
 * In the browser, links the visitor shows intent to follow preload their page.
 */
export function AppProviders({ config, loader, children }: AppProvidersProps) {
  const browserLoader = useMemo(
    () => loader ?? createRemoteLoader(config.remotes, { timeoutMs: config.remoteTimeoutMs, status: remoteStatus }),
    [config, loader],
  );
  // A link the visitor is about to follow: its page's remote entry and chunk load now (browser only).
  useEffect(
    () =>
      watchLinkIntent((path) => {
        const module = pageModuleOf(path);
        if (module) preloadRemoteModule(browserLoader, module);
      }),
    [browserLoader],
  );
  return (
    <ThemeRoot>
      <GlobalStyles />
      <SiteConfigContext.Provider value={config}>
        <RemoteLoaderContext.Provider value={browserLoader}>{children}</RemoteLoaderContext.Provider>
      </SiteConfigContext.Provider>
      <DeferredToaster />
    </ThemeRoot>
  );
}
