import { StaticRouterProvider } from 'react-router-dom';
import type { StaticHandlerContext, createStaticRouter } from 'react-router-dom';
import { PageMetaCollectorContext } from '@codecrush/ui';
import type { PageMetaCollector, RemoteModuleLoader } from '@codecrush/ui';
import type { SiteConfig } from '@codecrush/contracts';
import { AppProviders } from './AppProviders';

export type ServerAppProps = {
  config: SiteConfig;
  loader: RemoteModuleLoader;
  router: ReturnType<typeof createStaticRouter>;
  context: StaticHandlerContext;
  collector: PageMetaCollector;
};

/** The same tree as the browser's App, for one route rendered by the prerenderer. */
export function ServerApp({ config, loader, router, context, collector }: ServerAppProps) {
  return (
    <PageMetaCollectorContext.Provider value={collector}>
      <AppProviders config={config} loader={loader}>
        {/* No hydration script: the routes have no loaders, the client router starts initialised. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </PageMetaCollectorContext.Provider>
  );
}
