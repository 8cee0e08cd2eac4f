import { StrictMode } from 'react';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import styled from '@emotion/styled';
import { remoteNames, SiteConfigError, standalonePaths } from '@codecrush/contracts';
import type { ExposedModule, RemoteKey, SiteConfig } from '@codecrush/contracts';
import { GlobalStyles, ThemeRoot } from '@codecrush/ui';
import { BrowserRouter, Link, Route, Routes } from '@codecrush/ui/router';
import '@codecrush/ui/styles';
import { loadWebFont } from '@codecrush/ui/web-font';
import { ConfigErrorPage } from '../config/ConfigErrorPage';
import { loadSiteConfig } from '../config/loadSiteConfig';
import { PublicOriginContext } from '../config/PublicOriginContext';
import { SiteConfigContext } from '../config/SiteConfigContext';

/** Every module the remote exposes (per `@codecrush/contracts`), nothing more: checked by the compiler. */
export type StandalonePages<K extends RemoteKey> = Record<ExposedModule<K>, ComponentType>;

const DevBar = styled.nav(({ theme }) => ({
  position: 'fixed',
  inset: '0 0 auto 0',
  zIndex: theme.zIndex.nav,
  display: 'flex',
  gap: theme.space.md,
  flexWrap: 'wrap',
  padding: theme.space.xs,
  background: theme.colors.navy,
  fontSize: theme.fontSizes.xs,
  '& a': { color: theme.colors.textOnDark },
}));

/**
 * A remote's own development page: its routes under the same theme, router and toaster the shell
 * provides, so `npm run dev -w mf-x` shows the remote's pages without the shell.
 */
export async function renderStandalone<K extends RemoteKey>(remote: K, pages: StandalonePages<K>) {
  const appName = remoteNames[remote];
  // Pages at their routes, fragments under /fragments/…; routes with parameters get no menu link.
  const routes = standalonePaths(remote).map(({ module, path }) => {
    const Page: ComponentType = pages[module];
    return { path, element: <Page />, label: path.includes(':') ? undefined : module };
  });
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // A font that fails to load leaves the text in its fallback, shaped like it.
  loadWebFont(document.fonts).catch(() => undefined);
  let config: SiteConfig;
  try {
    config = await loadSiteConfig();
  } catch (error) {
    console.error(error);
    root.render(<ConfigErrorPage problems={error instanceof SiteConfigError ? error.problems : []} />);
    return;
  }
  root.render(
    <StrictMode>
      <ThemeRoot>
        <GlobalStyles />
        <SiteConfigContext.Provider value={config}>
          <PublicOriginContext.Provider value={window.location.origin}>
            <BrowserRouter>
              <DevBar aria-label={`${appName} pages`}>
                {routes
                  .filter((r) => r.label)
                  .map((r) => (
                    <Link key={r.path} to={r.path}>
                      {r.label}
                    </Link>
                  ))}
              </DevBar>
              <main>
                <Routes>
                  {routes.map((r) => (
                    <Route key={r.path} path={r.path} element={r.element} />
                  ))}
                </Routes>
              </main>
            </BrowserRouter>
          </PublicOriginContext.Provider>
        </SiteConfigContext.Provider>
        <Toaster />
      </ThemeRoot>
    </StrictMode>,
  );
}
