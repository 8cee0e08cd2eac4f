import type { RouteObject } from 'react-router-dom';
import { Outlet, createStaticHandler, createStaticRouter, useLocation } from 'react-router-dom';
import { RemoteView } from '@codecrush/ui';
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
 * The whole route table, for the browser's data router and the prerenderer's static handler:
 * every path of the spec renders its owning remote's exposed page.
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

/** The static router of one path, for the prerenderer (throws when the route table cannot answer it). */
export async function createServerRouter(path: string) {
  const handler = createStaticHandler(createAppRoutes());
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path} answered a redirect`);
  if (context.errors) throw new Error(`${path}: ${Object.values(context.errors).map(String).join('; ')}`);
  return { router: createStaticRouter(handler.dataRoutes, context), context };
}
