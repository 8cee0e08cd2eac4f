import { company, hrefs, paths, serviceNames } from '@codecrush/contracts';
import type { NavLinkItem } from './navigation';

export const footerContent = {
  tagline:
    'CodeCrush designs and builds custom software, web and mobile apps, and AI solutions for businesses that want to move faster.',
  serviceLinks: [
    { label: serviceNames.web, to: hrefs.service('web') },
    { label: serviceNames.app, to: hrefs.service('app') },
    { label: serviceNames.uiux, to: hrefs.service('uiux') },
    { label: serviceNames.marketing, to: hrefs.service('marketing') },
    { label: serviceNames.ecommercesolution, to: hrefs.service('ecommercesolution') },
    { label: serviceNames.cybersecurity, to: hrefs.service('cybersecurity') },
  ] satisfies NavLinkItem[],
  companyLinks: [
    { label: 'About', to: paths.about },
    { label: 'Projects', to: paths.projects },
    { label: 'Our Team', to: paths.team },
    { label: 'Careers', to: paths.careers },
    { label: 'Blog', to: paths.blogList },
    { label: 'Gallery', to: paths.gallery },
    { label: 'Contact', to: paths.contact },
  ] satisfies NavLinkItem[],
  legalLinks: [
    { label: 'Privacy Policy', to: paths.privacy },
    { label: 'Terms and Conditions', to: paths.terms },
  ] satisfies NavLinkItem[],
  company,
  headings: { services: 'Services', company: 'Company', contact: 'Get in touch', social: 'Follow us' },
} as const;
