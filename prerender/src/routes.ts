import { fragmentHostRoutes, remoteNames, sitePages } from '@codecrush/contracts';
import type { RemoteModuleId, RemoteName, SitePage } from '@codecrush/contracts';

/** One page the prerenderer writes: a page of the site, or the not-found page. */
export type ConcreteRoute = Omit<SitePage, 'key'> & { key: SitePage['key'] | 'notFound' };

/** The URL the prerenderer renders for the not-found page (any unknown path renders it). */
const notFoundPath = '/__codecrush-not-found__';

/** Every page of the site (packages/contracts `sitePages`), then Not Found. */
export function concreteRoutes(): ConcreteRoute[] {
  return [...sitePages(), { key: 'notFound', path: notFoundPath, indexable: false }];
}

export const remoteOf = (module: RemoteModuleId) => module.slice(0, module.indexOf('/')) as RemoteName;

export const isRemoteName = (name: string): name is RemoteName =>
  (Object.values(remoteNames) as string[]).includes(name);

/**
 * The routes to render again after `remote` alone was deployed: its own pages, plus the pages that
 * show one of its fragments (the home page for the featured projects, the blog teaser, the contact form).
 */
export function routesOfRemote(remote: RemoteName, routes = concreteRoutes()): ConcreteRoute[] {
  const hosts: readonly string[] = fragmentHostRoutes(remote);
  return routes.filter((route) => (route.module && remoteOf(route.module) === remote) || hosts.includes(route.key));
}

/** Where a route's HTML goes inside the shell's deployed files. */
export function fileOf(route: Pick<ConcreteRoute, 'key' | 'path'>): string {
  if (route.key === 'notFound') return '404.html';
  if (route.path === '/') return 'index.html';
  return `${route.path.slice(1)}/index.html`;
}
