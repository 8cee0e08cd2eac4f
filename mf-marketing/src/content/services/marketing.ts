import { image as bannerImage } from '../../generated/byId/svc-marketing';
import { image as discovery } from '../../generated/byId/art-discovery';
import { image as planning } from '../../generated/byId/art-planning';
import { image as design } from '../../generated/byId/art-design';
import { image as launch } from '../../generated/byId/art-launch';
import { image as data } from '../../generated/byId/art-data';
import type { ServiceDetail } from '../types';

export const marketing = {
  id: 'marketing',
  title: 'Digital Marketing',
  description:
    'Search engine optimisation, paid campaigns, social media and content marketing measured against the numbers that matter: leads and revenue.',
  metaDescription:
    'Digital marketing by CodeCrush: SEO, Google and Meta ads, social media and content marketing with clear reporting on leads, sales and cost per acquisition.',
  bannerImage,
  aboutService: [
    'A great product still needs to be found. Our digital marketing team helps businesses reach the right people online and turn visits into enquiries and sales. Because we are also software engineers, we fix the technical problems — slow pages, broken tracking, poor site structure — that quietly waste most marketing budgets.',
    'We run technical and content SEO, Google Ads and Meta campaigns, social media calendars and email marketing. Every campaign starts with conversion tracking that works: Google Analytics 4, Tag Manager and server-side events, so each rupee or dollar spent can be tied to a result.',
    'You receive a monthly report in plain language showing traffic, leads, cost per lead and revenue, together with what we tried, what worked and what we will change next month. No vanity metrics, no long lock-in contracts.',
  ],
  howWeFollow: 'How We Grow Your Audience',
  steps: [
    {
      title: 'Audit and goals',
      text: 'We review your website, analytics, search rankings, ad accounts and competitors, then agree on measurable goals such as qualified leads per month or return on ad spend.',
      image: discovery,
    },
    {
      title: 'Strategy and channel plan',
      text: 'We choose the channels where your customers already spend time, set budgets and write a 90-day plan with the campaigns, content and experiments to run.',
      image: planning,
    },
    {
      title: 'Content and creative',
      text: 'Our writers and designers produce landing pages, articles, ad copy and social posts in your brand voice, in English and Urdu where needed.',
      image: design,
    },
    {
      title: 'Launch and optimise',
      text: 'Campaigns go live with A/B tests on headlines, audiences and landing pages. We move budget weekly towards what converts and stop what does not.',
      image: launch,
    },
    {
      title: 'Measure and report',
      text: 'A live dashboard and a monthly review show results against the goals we set together, and the plan for the next month.',
      image: data,
    },
  ],
} as const satisfies ServiceDetail;
