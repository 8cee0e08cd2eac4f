import type { RouteObject } from 'react-router-dom';
import { Outlet, useLocation, useRoutes } from 'react-router-dom';
import { RemoteView } from '@codecrush/composition';
import { paths } from '@codecrush/contracts';
import { notFoundContent, remoteRoutes } from './content/routes';
import { usePageChange } from './hooks/usePageChange';
import { Layout, mainId } from './layout/Layout';
import { ChatPage } from './pages/ChatPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { matchRouteTitle } from './routeTitle';

/** The root layout route: navbar, main (the matched page), footer; page changes move focus. */
function RootLayout() {
  const { pathname } = useLocation();
  usePageChange(mainId, matchRouteTitle(pathname) ?? notFoundContent.title);
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}

export const notFoundRouteId = 'notFound';

/**
 * The whole route table, the same in the browser (BrowserRouter) and the prerenderer (StaticRouter):
 * every path of the route table renders its owning remote's exposed page.
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      children: [
        ...remoteRoutes.map(({ key, path, module }) => ({ id: key, path, element: <RemoteView id={module} /> })),
        { id: 'chat', path: paths.chat, element: <ChatPage /> },
        { id: notFoundRouteId, path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

const appRoutes = createAppRoutes();

/**
 * The routes under whichever router the caller provides. Declarative routers on both sides: no
 * route has a loader, and the data router's code (≈ 17 KB gzip) would be in every first load.
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
