import { image as bannerImage } from '../../generated/byId/ind-retail';
import { image as commerce } from '../../generated/byId/art-commerce';
import { image as data } from '../../generated/byId/art-data';
import { image as mobile } from '../../generated/byId/art-mobile';
import { image as cloud } from '../../generated/byId/art-cloud';
import type { Industry } from '../types';

export const retail = {
  id: 'retail',
  title: 'Retail & E-commerce',
  subtitle:
    'Online stores, point-of-sale integrations and loyalty apps that connect your shops with your customers’ phones.',
  metaDescription:
    'Retail and e-commerce software by CodeCrush: online stores, POS and inventory integration, loyalty apps and sales analytics for brands and retailers.',
  bannerImage,
  offeringIntro:
    'Customers move between your shop, your website and social media in one afternoon. Our retail systems follow them.',
  features: [
    {
      title: 'Online stores that convert',
      description:
        'Fast, mobile-first storefronts with local payment options, cash on delivery, courier tracking and abandoned-cart reminders, built on Shopify, WooCommerce or a custom platform.',
      image: commerce,
    },
    {
      title: 'Inventory and POS integration',
      description:
        'Stock levels stay in sync between your warehouse, every shop and your online store, so you stop overselling and can offer click-and-collect with confidence.',
      image: cloud,
    },
    {
      title: 'Loyalty and customer apps',
      description:
        'Reward points, personalised offers and digital receipts in a branded app bring customers back, and tell you who your best customers are.',
      image: mobile,
    },
    {
      title: 'Sales analytics',
      description:
        'One dashboard for sales by product, branch and channel, margin reports and demand forecasts that help you buy the right stock before the season starts.',
      image: data,
    },
  ],
} as const satisfies Industry;
