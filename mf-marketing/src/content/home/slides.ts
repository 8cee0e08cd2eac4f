import { firstSlide } from './firstSlide';
import type { Slide } from './types';

/** The hero slider's eight slides. Loaded with their art when the slider first moves on. */
export const slides = [
  firstSlide,
  {
    title: 'Web Applications Built to Scale',
    description: 'Fast, accessible React and Node.js apps that stay quick at ten users and at a hundred thousand.',
    backgroundImage: 'home-hero-2-bg',
    visionImage: 'home-hero-2',
  },
  {
    title: 'Mobile Apps Your Customers Keep Opening',
    description:
      'iOS and Android apps from one Flutter or React Native codebase, offline-ready and measured with real analytics.',
    backgroundImage: 'home-hero-3-bg',
    visionImage: 'home-hero-3',
  },
  {
    title: 'UI/UX Design That Turns Visitors Into Users',
    description: 'Research, prototypes and design systems tested with real users before a line of code is written.',
    backgroundImage: 'home-hero-4-bg',
    visionImage: 'home-hero-4',
  },
  {
    title: 'Digital Marketing That Shows Its Numbers',
    description:
      'SEO, paid campaigns and content planned around your numbers, with a monthly report on leads and costs.',
    backgroundImage: 'home-hero-5-bg',
    visionImage: 'home-hero-5',
  },
  {
    title: 'E-commerce Stores Ready for Peak Season',
    description: 'Storefronts, payments and inventory sync that handle sale-day traffic and keep checkout short.',
    backgroundImage: 'home-hero-6-bg',
    visionImage: 'home-hero-6',
  },
  {
    title: 'Security Built In, Not Bolted On',
    description: 'Threat modelling, code reviews and penetration tests that protect your data from the first release.',
    backgroundImage: 'home-hero-7-bg',
    visionImage: 'home-hero-7',
  },
  {
    title: 'AI and Machine Learning in Production',
    description:
      'Chat assistants, document processing and forecasting models trained on your own data and run in production.',
    backgroundImage: 'home-hero-8-bg',
    visionImage: 'home-hero-8',
  },
] as const satisfies readonly Slide[];
