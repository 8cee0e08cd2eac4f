import { createRoot, hydrateRoot } from 'react-dom/client';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { matchRoutes } from 'react-router-dom';
import type { SiteConfig } from '@codecrush/contracts';
import { adoptServedStyles } from '@codecrush/ui';
import {
  ConfigErrorPage,
  RemoteModuleCache,
  SiteConfigError,
  loadSiteConfig,
  whenIdleAfterLoad,
} from '@codecrush/composition';
import { App } from './App';
import { remoteRoutes } from './content/routes';
import { overridesOffMessage, resolveOverrides } from './federation/overrides';
import { readPrerenderData } from './federation/prerendered';
import { createRemoteLoader, registerAllRemotes } from './federation/remoteLoader';
import { remoteStatus } from './federation/remoteStatus';
import { timeoutPlugin } from './federation/timeoutPlugin';
import { mainId } from './layout/Layout';
import { startReleaseHealth } from './telemetry/startReleaseHealth';

/** The head tags only the prerenderer writes (title and description are kept: the page updates them). */
const prerenderedHeadTags =
  'meta[name="robots"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]';

async function start() {
  const container = document.getElementById('root') as HTMLElement;
  let config: SiteConfig;
  let prerendered: ReturnType<typeof readPrerenderData>;
  try {
    // A prerendered page carries the config it was rendered with (the remote versions its HTML shows).
    prerendered = readPrerenderData(document);
    config = prerendered?.config ?? (await loadSiteConfig());
  } catch (error) {
    console.error(error);
    createRoot(container).render(<ConfigErrorPage problems={error instanceof SiteConfigError ? error.problems : []} />);
    return;
  }
  const overrides = resolveOverrides(window.location, window.localStorage, config);
  if (overrides.ignored > 0) console.warn(overridesOffMessage);
  for (const rejection of overrides.rejected) console.warn('Refused remote override', rejection);
  const remotes = { ...config.remotes, ...overrides.accepted };
  const effective = { ...config, remotes };

  registerPlugins([timeoutPlugin(config.remoteTimeoutMs, remoteStatus.manifest)]);
  registerAllRemotes(remotes);
  remoteStatus.register(remotes, overrides.accepted);
  const health = startReleaseHealth({ config, remotes, status: remoteStatus });

  // This very path's HTML (not the 404 page served for an unknown one) is on screen.
  const onPrerenderedPage = prerendered?.path === window.location.pathname;
  // Hydrate it only when the client renders the same thing: a query string (a blog filter) is state
  // the HTML was not rendered with, and a developer's override is other code; those render afresh.
  const hydrate = onPrerenderedPage && window.location.search === '' && Object.keys(overrides.accepted).length === 0;
  const modules = new RemoteModuleCache(
    createRemoteLoader(remotes, { timeoutMs: config.remoteTimeoutMs, status: remoteStatus }),
  );
  const module = matchRoutes(remoteRoutes, window.location.pathname)?.[0]?.route.module;
  if (module && onPrerenderedPage) {
    // The current route's remote loads before the first render (no second hop, no skeleton flash).
    try {
      await modules.load(module).resource.promise;
    } catch (error) {
      console.warn(`${module} is unavailable; keeping its prerendered content`, error);
      modules.keep(module, document.getElementById(mainId)?.innerHTML ?? '');
    }
  } else if (module) modules.preload(module);

  const app = (
    <App
      config={effective}
      publicOrigin={prerendered?.publicOrigin ?? window.location.origin}
      remotes={modules}
      styles={adoptServedStyles(document)}
      overrides={overrides}
      refreshConfig={prerendered !== null}
    />
  );
  if (hydrate) hydrateRoot(container, app, health ? { onRecoverableError: health.recoverableError } : undefined);
  else {
    // Rendered afresh over prerendered HTML of another page (the 404 page of an unknown path, a query
    // string): its head tags describe that page, and the new page adds its own (React hoists them).
    if (prerendered) document.head.querySelectorAll(prerenderedHeadTags).forEach((tag) => tag.remove());
    createRoot(container).render(app);
  }
  // The web font joins once the page is idle: one layout then, none at start-up. Should it fail to
  // load, the text stays in its fallback, shaped like it.
  whenIdleAfterLoad(window, () => {
    import('@codecrush/ui/web-font').then(({ loadWebFont }) => loadWebFont(document.fonts)).catch(() => undefined);
  });
}

void start();
