import {
  blogPostIds,
  homeFragments,
  hrefs,
  industryIds,
  paths,
  projectIds,
  remoteNames,
  researchIds,
  routeModules,
  serviceIds,
} from '@codecrush/contracts';
import type { RemoteModuleId, RemoteName, RouteKey } from '@codecrush/contracts';

/** One page the prerenderer writes: a concrete path (no `:id`) and the module that renders it. */
export type ConcreteRoute = {
  key: RouteKey | 'notFound';
  path: string;
  /** The remote page rendering it; none for the shell's own pages. */
  module?: RemoteModuleId;
  /** In the sitemap (every real page except the chat demo and Not Found). */
  indexable: boolean;
};

/** The URL the prerenderer renders for the not-found page (any unknown path renders it). */
const notFoundPath = '/__codecrush-not-found__';

type RoutedKey = keyof typeof routeModules;

const page = (key: RoutedKey, path: string = paths[key]): ConcreteRoute => ({
  key,
  path,
  module: routeModules[key],
  indexable: true,
});

/** Every concrete route of the site, in sitemap order. */
export function concreteRoutes(): ConcreteRoute[] {
  return [
    page('home'),
    page('about'),
    ...serviceIds.map((id) => page('serviceDetail', hrefs.service(id))),
    ...industryIds.map((id) => page('industry', hrefs.industry(id))),
    ...researchIds.map((id) => page('research', hrefs.research(id))),
    page('projects'),
    ...projectIds.map((id) => page('project', hrefs.project(id))),
    page('blogList'),
    page('blogJavascript'),
    ...blogPostIds.map((id) => page('blogPost', hrefs.blogPost(id))),
    page('team'),
    page('gallery'),
    page('careers'),
    page('jobApply'),
    page('internshipApply'),
    page('remoteResources'),
    page('contact'),
    page('privacy'),
    page('terms'),
    { key: 'chat', path: paths.chat, indexable: false },
    { key: 'notFound', path: notFoundPath, indexable: false },
  ];
}

export const remoteOf = (module: RemoteModuleId) => module.slice(0, module.indexOf('/')) as RemoteName;

export const isRemoteName = (name: string): name is RemoteName =>
  (Object.values(remoteNames) as string[]).includes(name);

/**
 * The routes to render again after `remote` alone was deployed: its own pages, plus the home page
 * when it owns one of the home fragments.
 */
export function routesOfRemote(remote: RemoteName, routes = concreteRoutes()): ConcreteRoute[] {
  const ownsHomeFragment = Object.values(homeFragments).some((module) => remoteOf(module) === remote);
  return routes.filter(
    (route) => (route.module && remoteOf(route.module) === remote) || (route.key === 'home' && ownsHomeFragment),
  );
}

/** Where a route's HTML goes inside the shell's deployed files. */
export function fileOf(route: Pick<ConcreteRoute, 'key' | 'path'>): string {
  if (route.key === 'notFound') return '404.html';
  if (route.path === '/') return 'index.html';
  return `${route.path.slice(1)}/index.html`;
}
