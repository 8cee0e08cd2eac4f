import { remoteRoutes } from '../content/routes';
import { paths, shellAppName } from '@codecrush/contracts';
import type { HealthAppName, RemoteName } from '@codecrush/contracts';
import { matchRoutes } from 'react-router-dom';
import { remoteNameOf } from '../federation/remoteLoader';

export type RouteAttribution = { route: string; app: HealthAppName };

/** The route pattern a path matched and the app that renders it (the shell for its own pages). */
export function routeOf(pathname: string): RouteAttribution {
  const module = matchRoutes(remoteRoutes, pathname)?.[0]?.route;
  if (module) return { route: module.path, app: remoteNameOf(module.module) };
  return { route: pathname === paths.chat ? paths.chat : '*', app: shellAppName };
}

/** The URL of the script an error's top stack frame ran in (`at f (https://…/x.js:1:2)` or `f@https://…`). */
export function topFrameUrl(stack: string): string | undefined {
  return /(https?:\/\/[^\s()'"@]+?)(?::\d+){1,2}\)?(?:\s|$)/m.exec(stack)?.[1] ?? /^https?:\/\/\S+$/.exec(stack)?.[0];
}

/**
 * The app whose files a script URL belongs to: the remote whose manifest folder holds it (the
 * longest match, as one origin may serve several), else the shell for the page's own origin;
 * undefined for anything else (an extension, a third-party widget).
 */
export function appOfScript(
  url: string,
  remotes: Readonly<Record<RemoteName, string>>,
  shellOrigin: string,
): HealthAppName | undefined {
  let best: { app: RemoteName; length: number } | undefined;
  for (const [app, manifest] of Object.entries(remotes) as [RemoteName, string][]) {
    const folder = new URL('./', manifest).href;
    if (url.startsWith(folder) && folder.length > (best?.length ?? 0)) best = { app, length: folder.length };
  }
  if (best) return best.app;
  return url.startsWith(`${shellOrigin}/`) ? shellAppName : undefined;
}
