/** Every route of the site in one place. Apps build links only through these helpers. */
export const serviceIds = [
  'web',
  'app',
  'technicalservices',
  'uiux',
  'marketing',
  'ecommercesolution',
  'itconsulting',
  'cms',
  'cybersecurity',
] as const;
export type ServiceId = (typeof serviceIds)[number];

export const industryIds = ['travel', 'healthcare', 'realstate', 'retail', 'education', 'booking'] as const;
export type IndustryId = (typeof industryIds)[number];

export const researchIds = [
  'ml',
  'quantumcomputing',
  'edgecomputing',
  'ai',
  'blockchain',
  'iot',
  'nlp',
  'rpa',
  'cybersecurity',
] as const;
export type ResearchId = (typeof researchIds)[number];

export const projectIds = [
  'comboseek',
  'gohijazweb',
  'gohijazapp',
  'tailorbhai',
  'xplorepk',
  'sms',
  'stylemate',
  'quranicquotes',
  'mathsolver',
  'englishmaster',
  'picstudy',
  'subsmanagment',
  'islamicmaster',
  'mcqspro',
  'leadgen',
  'holytutor',
] as const;
export type ProjectId = (typeof projectIds)[number];

export const blogPostIds = [1, 2, 3, 4, 5, 6] as const;
export type BlogPostId = (typeof blogPostIds)[number];

export const paths = {
  home: '/',
  about: '/about',
  serviceDetail: '/all-services/view-service/:serviceid',
  industry: '/all-services/industries/:id',
  research: '/all-services/research&development/:id',
  projects: '/projects',
  project: '/view-project/:id',
  blogList: '/all-blogs',
  blogJavascript: '/blog/javascript',
  blogPost: '/view-blog/:id',
  team: '/all-members',
  remoteResources: '/remote-resources',
  gallery: '/gallery',
  careers: '/careers',
  jobApply: '/careers/apply',
  internshipApply: '/careers/internship/apply',
  privacy: '/privacypolicy',
  terms: '/termsandcondition',
  contact: '/contact',
  chat: '/checkchatbox',
  messageSent: '/message-sent',
  applicationSent: '/application-sent',
} as const;
export type RouteKey = keyof typeof paths;

/** The routes with a `:param` (their last segment). */
type ParamRouteKey = { [K in RouteKey]: (typeof paths)[K] extends `${string}/:${string}` ? K : never }[RouteKey];

/** The part of a param route's path before its `:param` (`/view-project/`): for "is this page active" checks. */
export const pathPrefix = (key: ParamRouteKey) => paths[key].slice(0, paths[key].lastIndexOf(':'));

/** A param route's concrete path: its `:param` replaced by `id`. */
const pathWith = (key: ParamRouteKey, id: string | number) => `${pathPrefix(key)}${id}`;

/** Links to the detail pages, built from `paths` (the one spelling of every route). */
export const hrefs = {
  service: (id: ServiceId) => pathWith('serviceDetail', id),
  industry: (id: IndustryId) => pathWith('industry', id),
  research: (id: ResearchId) => pathWith('research', id),
  project: (id: ProjectId) => pathWith('project', id),
  blogPost: (id: BlogPostId | number) => pathWith('blogPost', id),
} as const;
