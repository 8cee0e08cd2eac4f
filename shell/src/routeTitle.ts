import { matchPath } from 'react-router-dom';
import { paths } from '@codecrush/contracts';
import type { RouteKey } from '@codecrush/contracts';
import { routeTitles } from './content/routes';

const routeKeys = Object.keys(paths) as RouteKey[];

/** The shell's title for a path, before the remote page refines it; undefined for unknown paths. */
export function matchRouteTitle(pathname: string): string | undefined {
  const key = routeKeys.find((k) => matchPath({ path: paths[k], end: true }, pathname));
  return key ? routeTitles[key] : undefined;
}
