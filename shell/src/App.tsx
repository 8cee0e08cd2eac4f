import { Suspense, lazy, startTransition, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { SiteConfig } from '@codecrush/contracts';
import type { ServedStyles } from '@codecrush/ui';
import type { RemoteModuleCache } from '@codecrush/composition';
import { hydrateIslandsNow, loadSiteConfig } from '@codecrush/composition';
import { AppProviders } from './AppProviders';
import type { OverrideRejection, Overrides } from './federation/overrides';
import { clearOverrides } from './federation/overrides';
import { remoteStatus } from './federation/remoteStatus';
import { DevOverrideBadge } from './layout/DevOverrideBadge';
import { AppRoutes } from './routes';
import { IslandAwareRouter } from './routing/IslandAwareRouter';

/** A development aid (dev overrides on): its code is never part of a visitor's first load. */
const RemotesPanel = lazy(() => import('./layout/RemotesPanel').then((module) => ({ default: module.RemotesPanel })));

type OverrideState = { accepted: Overrides; rejected: OverrideRejection[] };

export type AppProps = {
  config: SiteConfig;
  /** The public site's origin the page was rendered with (the page's own when it was not prerendered). */
  publicOrigin: string;
  /** The app's remote modules, made once by the boot (the route's module may already be in it). */
  remotes: RemoteModuleCache;
  /** The served page's styles, adopted in place (`adoptServedStyles`). */
  styles: ServedStyles;
  overrides: OverrideState;
  /** The config came inlined in prerendered HTML: read the live one after start (chat widget, API…). */
  refreshConfig?: boolean;
};

const noOverrides: OverrideState = { accepted: {}, rejected: [] };

const subscribeToNothing = () => () => undefined;
const isClient = () => true;
const isServer = () => false;

/**
 * Children that exist only in the browser (the prerendered HTML has none of them): they appear once
 * hydration is done. Its own component, so that this second render does not re-render the App.
 */
function ClientOnly({ children }: { children: ReactNode }) {
  return useSyncExternalStore(subscribeToNothing, isClient, isServer) ? children : null;
}

/** The browser app: the router and routes inside the shared providers, plus the dev-override badge. */
export function App({ config, publicOrigin, remotes, styles, overrides, refreshConfig = false }: AppProps) {
  const [badge, setBadge] = useState(overrides);
  const [liveConfig, setLiveConfig] = useState(config);
  useEffect(() => {
    if (!refreshConfig) return undefined;
    let current = true;
    // The remotes stay the ones the HTML was rendered with (and any override); the rest is live.
    loadSiteConfig().then(
      (fresh) => {
        if (!current) return;
        // Only a changed config updates the tree: an update reaching a Suspense boundary that is
        // still hydrating (a page whose content chunk is loading) makes React drop its server HTML
        // and render it afresh — a flash of the skeleton and a layout shift. The context change
        // reaches every deferred island too, and React holds it until they hydrate: open them first.
        const next = { ...fresh, remotes: config.remotes };
        if (JSON.stringify(next) === JSON.stringify(config)) return;
        hydrateIslandsNow();
        startTransition(() => setLiveConfig(next));
      },
      (error: unknown) => console.warn('Keeping the inlined site config', error),
    );
    return () => {
      current = false;
    };
  }, [refreshConfig, config]);
  // One element for the whole life of the app: a re-render of the App (badge, a changed live config)
  // never re-renders the routes — an update reaching a still-hydrating page would replace its HTML.
  const routes = useMemo(
    () => (
      <IslandAwareRouter>
        <AppRoutes />
      </IslandAwareRouter>
    ),
    [],
  );
  // Marks the document once the app is live (hydrated or rendered): tests and tools wait for it.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <AppProviders config={liveConfig} publicOrigin={publicOrigin} remotes={remotes} styles={styles}>
      {routes}
      <ClientOnly>
        {liveConfig.devOverridesEnabled && (
          <Suspense fallback={null}>
            <RemotesPanel store={remoteStatus} canary={liveConfig.canary} />
          </Suspense>
        )}
        <DevOverrideBadge
          accepted={badge.accepted}
          rejected={badge.rejected}
          onClear={() => {
            clearOverrides(window.localStorage);
            setBadge(noOverrides);
            const url = new URL(window.location.href);
            url.searchParams.delete('mf-override');
            window.location.replace(url.toString());
          }}
        />
      </ClientOnly>
    </AppProviders>
  );
}
