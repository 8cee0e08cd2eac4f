import { paths } from './routes';
import type { RouteKey } from './routes';

/** The five remotes: their federation container names (valid JS identifiers). */
export const remoteNames = {
  marketing: 'mf_marketing',
  portfolio: 'mf_portfolio',
  blog: 'mf_blog',
  careers: 'mf_careers',
  forms: 'mf_forms',
} as const;
export type RemoteKey = keyof typeof remoteNames;
export type RemoteName = (typeof remoteNames)[RemoteKey];

/**
 * What each remote exposes. Page modules default-export a component without props
 * (route params come from the shared router); fragments are documented with their props.
 */
export const exposedModules = {
  marketing: [
    'HomePage',
    'AboutPage',
    'ServicePage',
    'IndustryPage',
    'ResearchPage',
    'TeamPage',
    'GalleryPage',
    'PrivacyPage',
    'TermsPage',
  ],
  portfolio: ['ProjectsPage', 'ProjectPage', 'FeaturedProjects'],
  blog: ['BlogListPage', 'BlogJavascriptPage', 'BlogPostPage', 'BlogTeaser'],
  careers: ['CareersPage', 'JobApplyPage'],
  forms: ['ContactPage', 'RemoteResourcesPage', 'InternshipPage', 'ContactForm'],
} as const satisfies Record<RemoteKey, readonly string[]>;

/** `mf_blog/BlogListPage` style id understood by `loadRemote`. */
export type RemoteModuleId = {
  [K in RemoteKey]: `${(typeof remoteNames)[K]}/${(typeof exposedModules)[K][number]}`;
}[RemoteKey];

/** Which remote page renders each route (the chat page and Not Found belong to the shell). */
export const routeModules = {
  home: 'mf_marketing/HomePage',
  about: 'mf_marketing/AboutPage',
  serviceDetail: 'mf_marketing/ServicePage',
  industry: 'mf_marketing/IndustryPage',
  research: 'mf_marketing/ResearchPage',
  team: 'mf_marketing/TeamPage',
  gallery: 'mf_marketing/GalleryPage',
  privacy: 'mf_marketing/PrivacyPage',
  terms: 'mf_marketing/TermsPage',
  projects: 'mf_portfolio/ProjectsPage',
  project: 'mf_portfolio/ProjectPage',
  blogList: 'mf_blog/BlogListPage',
  blogJavascript: 'mf_blog/BlogJavascriptPage',
  blogPost: 'mf_blog/BlogPostPage',
  careers: 'mf_careers/CareersPage',
  jobApply: 'mf_careers/JobApplyPage',
  contact: 'mf_forms/ContactPage',
  remoteResources: 'mf_forms/RemoteResourcesPage',
  internshipApply: 'mf_forms/InternshipPage',
} as const satisfies Partial<Record<RouteKey, RemoteModuleId>>;

/** Home-page fragments owned by other remotes, rendered through the shell's slot loader. */
export const homeFragments = {
  featuredProjects: 'mf_portfolio/FeaturedProjects',
  blogTeaser: 'mf_blog/BlogTeaser',
  contactForm: 'mf_forms/ContactForm',
} as const satisfies Record<string, RemoteModuleId>;

/** The modules one remote exposes (`BlogListPage`, …). */
export type ExposedModule<K extends RemoteKey> = (typeof exposedModules)[K][number];

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
