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

/** A stack line's script URL (`at f (https://…/x.js:1:2)`, `at https://…/x.js:1:2` or `f@https://…`). */
const frameUrl = /(https?:\/\/[^\s()'"@]+?)(?::\d+){1,2}\)?(?:\s|$)/;

/**
 * The script URLs of an error's stack frames, top down (Chromium and Firefox formats); a bare URL
 * (an error event's `filename`, when the error has no stack) is its one frame.
 */
export function frameUrls(stack: string): string[] {
  const urls = stack.split('\n').flatMap((line) => frameUrl.exec(line)?.[1] ?? []);
  if (urls.length > 0) return urls;
  return /^https?:\/\/\S+$/.test(stack) ? [stack] : [];
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

/**
 * The app an error belongs to: the first frame, top down, in a remote's files (a remote's component
 * that threw while React rendered it: react-dom's frames, served by the shell, sit above it), else
 * the shell when any frame is in its files, else nobody (an extension, a third-party widget).
 */
export function appOfStack(
  stack: string,
  remotes: Readonly<Record<RemoteName, string>>,
  shellOrigin: string,
): HealthAppName | undefined {
  let shell: HealthAppName | undefined;
  for (const url of frameUrls(stack)) {
    const app = appOfScript(url, remotes, shellOrigin);
    if (app === shellAppName) shell = app;
    else if (app !== undefined) return app;
  }
  return shell;
}
