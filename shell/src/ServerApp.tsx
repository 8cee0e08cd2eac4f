import { StaticRouter } from 'react-router-dom';
import { PageMetaCollectorContext } from '@codecrush/ui';
import type { PageMetaCollector, ServedStyles } from '@codecrush/ui';
import type { RemoteModuleCache } from '@codecrush/composition';
import type { SiteConfig } from '@codecrush/contracts';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';

export type ServerAppProps = {
  config: SiteConfig;
  /** The public site's origin (`PUBLIC_ORIGIN`): the page's absolute links. */
  publicOrigin: string;
  /** The render's own remote modules (loaded through the prerenderer's federation instance). */
  remotes: RemoteModuleCache;
  /** The render's emotion cache, whose styles the prerenderer writes into the page. */
  styles: ServedStyles;
  /** The route's path (`/view-blog/3`). */
  path: string;
  collector: PageMetaCollector;
};

/** The same tree as the browser's App, for one route rendered by the prerenderer. */
export function ServerApp({ config, publicOrigin, remotes, styles, path, collector }: ServerAppProps) {
  return (
    <PageMetaCollectorContext.Provider value={collector}>
      <AppProviders config={config} publicOrigin={publicOrigin} remotes={remotes} styles={styles}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </PageMetaCollectorContext.Provider>
  );
}
