import { matchRoutes } from 'react-router-dom';
import type { RemoteModuleId } from '@codecrush/contracts';
import { remoteRoutes } from '../content/routes';

/** The remote page that renders `pathname`, if a remote renders it. */
export const pageModuleOf = (pathname: string): RemoteModuleId | undefined =>
  // Stryker disable next-line OptionalChaining: matchRoutes answers null or a non-empty list, so [0] is there when the list is
  matchRoutes(remoteRoutes, pathname)?.[0]?.route.module;
