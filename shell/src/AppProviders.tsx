import { useEffect } from 'react';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { GlobalStyles, ThemeRoot } from '@codecrush/ui';
import { PublicOriginContext, RemoteModuleCacheContext, SiteConfigContext } from '@codecrush/composition';
import type { ServedStyles } from '@codecrush/ui';
import type { RemoteModuleCache } from '@codecrush/composition';
import type { SiteConfig } from '@codecrush/contracts';
import { DeferredToaster } from './layout/DeferredToaster';
import { watchLinkIntent } from './routing/linkIntent';
import { pageModuleOf } from './routing/pageModule';

export type AppProvidersProps = {
  config: SiteConfig;
  /** The public site's origin: the prerenderer's, or the one the served page carries (share links). */
  publicOrigin: string;
  /** The app's remote modules: the browser's boot and the prerenderer each make their own. */
  remotes: RemoteModuleCache;
  /** The emotion cache of the render: the prerenderer's, or the browser's adopting the served styles. */
  styles: ServedStyles;
  children: ReactNode;
};

/**
 * Theme, global styles, runtime config, the remote modules and the toaster: the same on both sides.
 * In the browser, links the visitor shows intent to follow preload their page.
 */
export function AppProviders({ config, publicOrigin, remotes, styles, children }: AppProvidersProps) {
  // A link the visitor is about to follow: its page's remote entry and chunk load now (browser only).
  useEffect(
    () =>
      watchLinkIntent((path) => {
        const module = pageModuleOf(path);
        if (module) remotes.preload(module);
      }),
    [remotes],
  );
  return (
    <CacheProvider value={styles.cache}>
      <ThemeRoot>
        <GlobalStyles served={styles.globalsServed} />
        <SiteConfigContext.Provider value={config}>
          <PublicOriginContext.Provider value={publicOrigin}>
            <RemoteModuleCacheContext.Provider value={remotes}>{children}</RemoteModuleCacheContext.Provider>
          </PublicOriginContext.Provider>
        </SiteConfigContext.Provider>
        <DeferredToaster />
      </ThemeRoot>
    </CacheProvider>
  );
}
