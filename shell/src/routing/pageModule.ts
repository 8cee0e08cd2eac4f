import { matchRoutes } from 'react-router-dom';
import type { RemoteModuleId } from '@codecrush/contracts';
import { remoteRoutes } from '../content/routes';

/** The remote page that renders `pathname`, if a remote renders it. */
export const pageModuleOf = (pathname: string): RemoteModuleId | undefined =>
  matchRoutes(remoteRoutes, pathname)?.[0]?.route.module;
