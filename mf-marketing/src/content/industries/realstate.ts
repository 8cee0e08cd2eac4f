import { image as bannerImage } from '../../generated/byId/ind-realstate';
import { image as property } from '../../generated/byId/art-property';
import { image as mobile } from '../../generated/byId/art-mobile';
import { image as data } from '../../generated/byId/art-data';
import { image as commerce } from '../../generated/byId/art-commerce';
import type { Industry } from '../types';

export const realstate = {
  id: 'realstate',
  title: 'Real Estate',
  subtitle: 'Property portals, CRM and project-sales software for agencies, developers and housing societies.',
  metaDescription:
    'Real estate software by CodeCrush: property listing portals, agent CRM, instalment and payment tracking, virtual tours and apps for developers and agencies.',
  bannerImage,
  offeringIntro:
    'From the first enquiry to the final instalment, our real estate software keeps buyers informed and your sales team organised.',
  features: [
    {
      title: 'Property listing portals',
      description:
        'Searchable listings with map views, filters for price, area and amenities, photo galleries and virtual tours, optimised for search engines so buyers find you before they find a broker.',
      image: property,
    },
    {
      title: 'Lead management CRM',
      description:
        'Every enquiry from your website, Zameen, Facebook or WhatsApp lands in one CRM, is assigned to an agent automatically and is followed up with reminders until it is closed.',
      image: data,
    },
    {
      title: 'Instalment and payment tracking',
      description:
        'Developers and housing societies track plot and apartment allocations, instalment schedules, receipts and overdue payments, and buyers see their own statement online.',
      image: commerce,
    },
    {
      title: 'Buyer and resident apps',
      description:
        'Mobile apps give buyers construction progress updates with photos, digital documents and payment reminders, and give residents a channel for maintenance requests and notices.',
      image: mobile,
    },
  ],
} as const satisfies Industry;
