import { createRoot } from 'react-dom/client';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { matchRoutes } from 'react-router-dom';
import { SiteConfigError } from '@codecrush/contracts';
import type { SiteConfig } from '@codecrush/contracts';
import { ConfigErrorPage, loadSiteConfig } from '@codecrush/ui';
import '@codecrush/ui/styles';
import { App } from './App';
import { remoteRoutes } from './content/routes';
import { overridesOffMessage, resolveOverrides } from './federation/overrides';
import { createRemoteLoader, registerAllRemotes } from './federation/remoteLoader';
import { remoteStatus } from './federation/remoteStatus';
import { timeoutPlugin } from './federation/timeoutPlugin';

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  let config: SiteConfig;
  try {
    config = await loadSiteConfig();
  } catch (error) {
    console.error(error);
    root.render(<ConfigErrorPage problems={error instanceof SiteConfigError ? error.problems : []} />);
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

  // Start the current route's remote before the first render, so its page is not a second hop.
  const match = matchRoutes(remoteRoutes, window.location.pathname)?.[0];
  if (match) {
    const load = createRemoteLoader(remotes, { timeoutMs: config.remoteTimeoutMs, status: remoteStatus });
    void load(match.route.module, 0).catch(() => undefined);
  }

  root.render(<App config={effective} overrides={overrides} />);
}

void start();
