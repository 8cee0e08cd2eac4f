import { paths, routeModules } from '@codecrush/contracts';
import type { RouteKey } from '@codecrush/contracts';

/** Titles the shell sets as soon as a route opens; a remote page refines them once loaded. */
export const routeTitles = {
  home: 'CodeCrush — Custom Software, Web & Mobile Development',
  about: 'About Us',
  serviceDetail: 'Services',
  industry: 'Industries',
  research: 'Research & Development',
  projects: 'Projects',
  project: 'Case Study',
  blogList: 'Blog',
  blogJavascript: 'JavaScript Articles',
  blogPost: 'Blog',
  team: 'Our Team',
  remoteResources: 'Remote Resources',
  gallery: 'Gallery',
  careers: 'Careers',
  jobApply: 'Apply: Web Development Intern',
  internshipApply: 'Internship Application',
  privacy: 'Privacy Policy',
  terms: 'Terms and Conditions',
  contact: 'Contact Us',
  chat: 'Live Chat',
} as const satisfies Record<RouteKey, string>;

export type RemoteRouteKey = keyof typeof routeModules;

export const remoteRoutes = (Object.keys(routeModules) as RemoteRouteKey[]).map((key) => ({
  key,
  path: paths[key],
  module: routeModules[key],
}));

export const notFoundContent = {
  title: 'Page not found',
  text: 'The page you were looking for does not exist or has moved.',
  action: { label: 'Back to the home page', to: paths.home },
} as const;

export const chatPageContent = {
  title: 'Live chat',
  text: 'Our team is online during office hours. Use the chat button in the corner of the page to start a conversation.',
  noWidget: 'Live chat is not available right now. Please use the contact page instead.',
} as const;
