import { paths } from '@codecrush/contracts';
import { image as heroImage } from '../generated/byId/about-hero';
import { image as visionImage } from '../generated/byId/about-vision';
import { ceo } from './ceo';
import type { AboutContent } from './types';

/** Every text of the About page. */
export const about = {
  intro: {
    title: 'About CodeCrush',
    subtitle:
      'A software services company on a mission to become the largest and most innovative IT development company by 2030.',
  },
  heroImage,
  ceoMessage: {
    eyebrow: 'A message from our CEO',
    heading: 'Software is how ambitious businesses grow. We exist to build it well.',
    paragraphs: [
      'When we started CodeCrush in Rawalpindi, we were a handful of engineers with one conviction: that a software company in Pakistan can deliver work as good as anyone in the world, on time and with complete honesty about what it takes. Two years and more than thirty projects later, that conviction has not changed — it has been tested and proven by the clients who trust us.',
      'We measure ourselves by what our software does after launch: the students who pass their exams with an app we built, the tour operators who fill their trips through our platform, the shop owners who finally know what is in stock. Every engineer, designer and marketer at CodeCrush is hired and trained with that standard in mind.',
      'We are growing quickly, opening new offices and investing in artificial intelligence research because we believe the next decade belongs to companies that use it wisely. If you are looking for a partner who will tell you the truth and then deliver, we would be glad to talk.',
    ],
    signatureName: ceo.name,
    signatureRole: ceo.role,
    photo: ceo.imageUrl,
  },
  whyChoose: {
    heading: 'Why Choose CodeCrush',
    intro: 'Four commitments shape every project we take on.',
    values: [
      {
        title: 'Innovation First',
        text: 'We invest in research — AI, edge computing, automation — so our clients get tomorrow’s techniques in today’s projects, tested before they reach production.',
      },
      {
        title: 'Deep Expertise',
        text: 'Senior engineers lead every project. Our team has built platforms used by tens of thousands of people across education, travel, retail and healthcare.',
      },
      {
        title: 'Client-Centric',
        text: 'Fixed estimates, a demo every two weeks and direct access to the people building your product. No surprises, no black boxes.',
      },
      {
        title: 'Future Vision',
        text: 'We design software to be maintained and extended for years: clean architecture, automated tests and documentation are part of every delivery.',
      },
    ],
  },
  mission: {
    heading: 'Our Mission',
    points: [
      'Deliver custom software that solves real business problems and pays for itself.',
      'Make world-class engineering accessible to start-ups and growing companies, not only to large enterprises.',
      'Develop Pakistani talent through training, internships and meaningful work on international projects.',
    ],
  },
  objectives: {
    heading: 'Our Objectives',
    points: [
      '100% client satisfaction, measured after every release and every project.',
      'Lead an AI revolution by putting practical artificial intelligence into the products we build.',
      'Expand global presence with clients and offices across the Middle East, Europe and North America.',
      'Grow a team of 200 engineers, designers and specialists without lowering our hiring bar.',
    ],
  },
  capabilities: {
    heading: 'Our Capabilities',
    intro: 'Everything a digital product needs, under one roof.',
    items: [
      {
        title: 'AI Solutions',
        text: 'Generative AI assistants, machine learning, computer vision and language technology, including Urdu.',
      },
      {
        title: 'Web Development',
        text: 'Fast, accessible websites and web applications with React, TypeScript and Node.js.',
      },
      {
        title: 'Mobile Apps',
        text: 'Cross-platform iOS and Android apps with Flutter and React Native, from prototype to store.',
      },
      {
        title: 'Cloud Services',
        text: 'Cloud architecture, DevOps, migration and managed support on AWS, Google Cloud and Azure.',
      },
    ],
  },
  vision: {
    eyebrow: 'Our Vision',
    heading: 'The largest and most innovative IT development company by 2030.',
    text: 'We are building toward that goal one client at a time: by hiring the best people we can find, investing in research, and delivering software that our clients recommend to others.',
    image: visionImage,
    actions: [
      { label: 'Partner With Us', to: paths.remoteResources },
      { label: 'View Careers', to: paths.careers },
    ],
  },
} as const satisfies AboutContent;
