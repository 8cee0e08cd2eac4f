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
} as const;
export type RouteKey = keyof typeof paths;

export const hrefs = {
  service: (id: ServiceId) => `/all-services/view-service/${id}`,
  industry: (id: IndustryId) => `/all-services/industries/${id}`,
  research: (id: ResearchId) => `/all-services/research&development/${id}`,
  project: (id: ProjectId) => `/view-project/${id}`,
  blogPost: (id: BlogPostId | number) => `/view-blog/${id}`,
} as const;
