import { company, mapsHref, telHref } from '@codecrush/contracts';
import type { ContactChannel } from './types';

const mainOffice = company.offices[0];

/** The contact page below its banner: the three ways to reach us and the form's heading. */
export const contactPageText = {
  heading: 'Chat to our friendly team',
  intro: 'We would love to hear from you. Choose what suits you best, or send the form below.',
  formTitle: 'Send us a message',
  formIntro:
    'Describe your project or question. A project lead reads every message and replies within one business day.',
} as const;

export const contactChannels = [
  {
    id: 'email',
    icon: 'mail',
    title: 'Email',
    text: 'Our friendly team is here to help with quotes, projects and partnerships.',
    linkLabel: company.email,
    href: `mailto:${company.email}`,
  },
  {
    id: 'office',
    icon: 'mapPin',
    title: 'Office',
    text: 'Come say hello at our main office in Rawalpindi.',
    linkLabel: mainOffice.address,
    href: mapsHref(mainOffice.mapQuery),
    external: true,
  },
  {
    id: 'phone',
    icon: 'phone',
    title: 'Phone',
    text: 'Talk to a project lead about your idea.',
    linkLabel: company.phone,
    href: telHref(company.phone),
    note: company.hours,
  },
] as const satisfies readonly ContactChannel[];
