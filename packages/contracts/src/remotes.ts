import { paths } from './routes';
import type { RouteKey } from './routes';
import { remoteAppsByKey, remoteKeys } from './apps.mjs';

type Remotes = typeof remoteAppsByKey;
export type RemoteKey = keyof Remotes;

/**
 * An object with one entry per remote (`Object.fromEntries` loses the keys' types; `T` restores them).
 * The derived objects below are marked pure so a bundle that does not use one drops it.
 */
const perRemote = <T>(valueOf: (key: RemoteKey) => unknown) =>
  Object.fromEntries(remoteKeys.map((key) => [key, valueOf(key)])) as T;

/** The five remotes: their federation container names (from the app list in apps.mjs). */
export const remoteNames = /* @__PURE__ */ perRemote<{ [K in RemoteKey]: Remotes[K]['name'] }>(
  (key) => remoteAppsByKey[key].name,
);
export type RemoteName = (typeof remoteNames)[RemoteKey];

/** The pages (route key → module) of one remote. */
type PagesOf<K extends RemoteKey> = Remotes[K]['pages'];
/** The modules one remote exposes (`BlogListPage`, …). */
export type ExposedModule<K extends RemoteKey> = Extract<
  PagesOf<K>[keyof PagesOf<K>] | keyof Remotes[K]['fragments'],
  string
>;

/**
 * What each remote exposes: its pages, then its fragments. Page modules default-export a component
 * without props (route params come from the shared router); fragments are documented with their props.
 */
export const exposedModules = /* @__PURE__ */ perRemote<{ [K in RemoteKey]: readonly ExposedModule<K>[] }>((key) => [
  ...Object.values(remoteAppsByKey[key].pages),
  ...(Object.keys(remoteAppsByKey[key].fragments) as ExposedModule<typeof key>[]),
]);

/** `mf_blog/BlogListPage` style id understood by `loadRemote`. */
export type RemoteModuleId = {
  [K in RemoteKey]: `${Remotes[K]['name']}/${ExposedModule<K>}`;
}[RemoteKey];

/** [route key, module id] of every remote page. */
type PageEntry = {
  [K in RemoteKey]: {
    [R in keyof PagesOf<K>]: [R, `${Remotes[K]['name']}/${PagesOf<K>[R] & string}`];
  }[keyof PagesOf<K>];
}[RemoteKey];

/** Which remote page renders each route (the chat page and Not Found belong to the shell). */
export const routeModules = /* @__PURE__ */ (() =>
  Object.fromEntries(
    remoteKeys.flatMap((key) =>
      Object.entries(remoteAppsByKey[key].pages).map(([route, module]) => [
        route,
        `${remoteAppsByKey[key].name}/${module}`,
      ]),
    ),
  ))() as { [E in PageEntry as E[0]]: E[1] } satisfies Partial<Record<RouteKey, RemoteModuleId>>;

/** [module, module id] of every fragment a remote exposes for another remote's page. */
type FragmentEntry = {
  [K in RemoteKey]: {
    [M in keyof Remotes[K]['fragments']]: [M, `${Remotes[K]['name']}/${M & string}`];
  }[keyof Remotes[K]['fragments']];
}[RemoteKey];
/** The route key of a page that shows another remote's fragment (`home`). */
type FragmentHost = {
  [K in RemoteKey]: Remotes[K]['fragments'][keyof Remotes[K]['fragments']];
}[RemoteKey];

/** Fragments owned by one remote and shown on another's page, rendered through the shell's slot loader. */
export const fragmentModules = /* @__PURE__ */ (() =>
  Object.fromEntries(
    remoteKeys.flatMap((key) =>
      Object.keys(remoteAppsByKey[key].fragments).map((module) => [module, `${remoteAppsByKey[key].name}/${module}`]),
    ),
  ))() as { [E in FragmentEntry as E[0]]: E[1] } satisfies Record<string, RemoteModuleId>;

/** The routes whose page shows one of `remote`'s fragments (they render again when it deploys). */
export function fragmentHostRoutes(remote: RemoteName): RouteKey[] {
  const key = remoteKeys.find((k) => remoteAppsByKey[k].name === remote);
  if (!key) return [];
  const hosts = Object.values(remoteAppsByKey[key].fragments) as FragmentHost[];
  return hosts.map((host): RouteKey => host);
}

/**
 * Where a remote's standalone development page shows each exposed module: a page at its route
 * (from `routeModules`), a fragment at `/fragments/<Module>`. Generated, like the `exposes` map.
 */
export function standalonePaths<K extends RemoteKey>(remote: K): { module: ExposedModule<K>; path: string }[] {
  const modules: readonly ExposedModule<K>[] = exposedModules[remote];
  const routeKeys = Object.keys(routeModules) as (keyof typeof routeModules)[];
  return modules.map((module) => {
    const route = routeKeys.find((key) => routeModules[key] === `${remoteNames[remote]}/${module}`);
    return { module, path: route ? paths[route] : `/fragments/${module}` };
  });
}
