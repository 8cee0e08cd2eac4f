import { image as bannerImage } from '../../generated/byId/svc-ecommercesolution';
import { image as discovery } from '../../generated/byId/art-discovery';
import { image as design } from '../../generated/byId/art-design';
import { image as commerce } from '../../generated/byId/art-commerce';
import { image as security } from '../../generated/byId/art-security';
import { image as launch } from '../../generated/byId/art-launch';
import { image as data } from '../../generated/byId/art-data';
import type { ServiceDetail } from '../types';

export const ecommercesolution = {
  id: 'ecommercesolution',
  title: 'E-commerce Solutions',
  description:
    'Online stores and marketplaces on Shopify, WooCommerce or a custom platform, with local payments, delivery integrations and inventory sync.',
  metaDescription:
    'E-commerce development by CodeCrush: Shopify, WooCommerce and custom stores with local payment gateways, courier integrations and inventory management.',
  bannerImage,
  aboutService: [
    'Selling online means more than a product catalogue and a checkout. Customers expect fast pages, search that understands typos, cash on delivery and card payments, order tracking by SMS and easy returns. Your team needs stock that stays in sync across shops, a clear view of orders and reports that show what sells.',
    'We build on Shopify or WooCommerce when a standard platform fits, and on a custom headless stack — a Next.js storefront over our own commerce API — when you need marketplace features, complex pricing or B2B ordering. We integrate local gateways such as JazzCash, Easypaisa and bank cards, and couriers such as TCS, Leopards and PostEx.',
    'Performance and conversion are designed in: optimised images, prerendered category pages, one-page checkout and abandoned-cart emails. After launch we help you read the data and improve the store month by month.',
  ],
  howWeFollow: 'How We Launch Your Online Store',
  steps: [
    {
      title: 'Catalogue and operations review',
      text: 'We map your products, variants, pricing rules, stock locations and fulfilment process to choose the right platform and the integrations you need.',
      image: discovery,
    },
    {
      title: 'Storefront design',
      text: 'We design the home, category, product and checkout pages for mobile shoppers first, with clear photography, trust signals and a short path to purchase.',
      image: design,
    },
    {
      title: 'Store build and integrations',
      text: 'We build the store, import the catalogue and connect payments, couriers, your ERP or POS, and marketing tools such as Meta Pixel and Google Merchant Center.',
      image: commerce,
    },
    {
      title: 'Payment and security testing',
      text: 'We test every payment path, refunds and edge cases such as out-of-stock items, and harden the store with PCI-aware settings, backups and fraud checks.',
      image: security,
    },
    {
      title: 'Launch campaign',
      text: 'We go live with redirects from any old store, submit the sitemap to search engines and coordinate the launch with your marketing calendar.',
      image: launch,
    },
    {
      title: 'Conversion optimisation',
      text: 'Monthly reviews of funnels, search terms and abandoned carts lead to small, tested changes that lift revenue without adding traffic costs.',
      image: data,
    },
  ],
} as const satisfies ServiceDetail;
