import { RemoteView } from '@codecrush/ui';
import { Route, Routes, useLocation } from '@codecrush/ui/router';
import { paths } from '@codecrush/contracts';
import { notFoundContent, remoteRoutes } from './content/routes';
import { usePageChange } from './hooks/usePageChange';
import { mainId } from './layout/Layout';
import { ChatPage } from './pages/ChatPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { matchRouteTitle } from './routeTitle';

/** The whole route table: every path of the spec renders its owning remote's exposed page. */
export function AppRoutes() {
  const { pathname } = useLocation();
  usePageChange(mainId, matchRouteTitle(pathname) ?? notFoundContent.title);
  return (
    <Routes>
      {remoteRoutes.map(({ key, path, module }) => (
        <Route key={key} path={path} element={<RemoteView id={module} />} />
      ))}
      <Route path={paths.chat} element={<ChatPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
