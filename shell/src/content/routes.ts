import { paths, routeModules } from '@codecrush/contracts';
import type { RouteKey } from '@codecrush/contracts';

/**
 * The document title of every route, in one place: the shell sets it when the route opens and the
 * prerenderer writes it; a page about one item (a service, a project, an article) refines it.
 */
export const routeTitles = {
  home: 'CodeCrush',
  about: 'About Us',
  serviceDetail: 'Services',
  industry: 'Industries',
  research: 'Research & Development',
  projects: 'Projects',
  project: 'Case Study',
  blogList: 'Our Blog',
  blogJavascript: 'JavaScript & Software Development',
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
  messageSent: 'Message Sent',
  applicationSent: 'Application Sent',
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
