import { image as bannerImage } from '../../generated/byId/svc-cms';
import { image as discovery } from '../../generated/byId/art-discovery';
import { image as planning } from '../../generated/byId/art-planning';
import { image as design } from '../../generated/byId/art-design';
import { image as build } from '../../generated/byId/art-build';
import { image as support } from '../../generated/byId/art-support';
import type { ServiceDetail } from '../types';

export const cms = {
  id: 'cms',
  title: 'CMS Development',
  description:
    'Content management with WordPress, Strapi, Sanity or Contentful, set up so your editors can publish in minutes without calling a developer.',
  metaDescription:
    'CMS development by CodeCrush: WordPress, headless Strapi, Sanity and Contentful sites with custom content models, editorial workflows and fast front ends.',
  bannerImage,
  aboutService: [
    'Marketing teams should not wait for a developer to change a headline or publish an article. We build content management systems that put editors in control, with content models that match how your organisation actually works: products, locations, team members, events and articles rather than one big text box.',
    'For content-led sites we often use WordPress with a custom block theme; for products and multi-channel publishing we use headless platforms such as Strapi, Sanity or Contentful with a fast React or Next.js front end. We migrate content from older systems, preserve URLs and search rankings, and set up roles and approval workflows.',
    'Editors receive training and a short written guide, and the site stays fast because pages are cached and prerendered. Security updates and backups are included in our maintenance plans.',
  ],
  howWeFollow: 'How We Build Your Content Platform',
  steps: [
    {
      title: 'Content inventory',
      text: 'We list every type of content you publish, who writes and approves it, and where it appears, including apps, newsletters and partner sites.',
      image: discovery,
    },
    {
      title: 'Content model and platform choice',
      text: 'We design structured content types and choose the CMS that fits your team, budget and channels, explaining the trade-offs clearly.',
      image: planning,
    },
    {
      title: 'Templates and design',
      text: 'Page templates and reusable blocks are designed so editors can build new pages that always look on-brand.',
      image: design,
    },
    {
      title: 'Build and migration',
      text: 'We build the CMS and front end, migrate existing content with scripts rather than copy and paste, and set up redirects for every old URL.',
      image: build,
    },
    {
      title: 'Training and care',
      text: 'Hands-on training sessions and a written guide get editors productive on day one; our maintenance plan keeps the platform updated and backed up.',
      image: support,
    },
  ],
} as const satisfies ServiceDetail;
