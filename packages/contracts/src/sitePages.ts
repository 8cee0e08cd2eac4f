import { hrefs, industryIds, paths, projectIds, researchIds, serviceIds, blogPostIds } from './routes';
import type { RouteKey } from './routes';
import { routeModules } from './remotes';
import type { RemoteModuleId } from './remotes';

/** One page of the site at a concrete path (no `:id`), and the remote module that renders it. */
export type SitePage = {
  key: RouteKey;
  path: string;
  /** The remote page rendering it; none for the shell's own pages. */
  module?: RemoteModuleId;
  /** In the sitemap (every real page except the chat demo and the forms' sent pages). */
  indexable: boolean;
};

type RoutedKey = keyof typeof routeModules;

const page = (key: RoutedKey, path: string = paths[key]): SitePage => ({
  key,
  path,
  module: routeModules[key],
  indexable: true,
});

/**
 * Every concrete page of the site, in sitemap order: the route table with each catalogue's ids
 * filled in. The prerenderer renders these (plus Not Found); `npm run size` measures them.
 */
export function sitePages(): SitePage[] {
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
    // Where a form posted without scripts lands: real pages, not for search results.
    { ...page('messageSent'), indexable: false },
    { ...page('applicationSent'), indexable: false },
  ];
}
