import type { PageIntro } from './types';

/** Banner copy of each page of this remote. */
export const pageIntros = {
  home: {
    title: 'Building Software That Moves Your Business Forward',
    subtitle:
      'CodeCrush designs and builds custom software, web and mobile apps, and AI solutions for ambitious companies.',
    metaTitle: 'CodeCrush',
  },
  about: {
    title: 'About CodeCrush',
    subtitle:
      'A software services company on a mission to become the largest and most innovative IT development company by 2030.',
    metaTitle: 'About Us',
  },
  team: {
    title: 'Meet Our Team',
    subtitle: 'The engineers, designers and leaders behind every CodeCrush project.',
    metaTitle: 'Our Team',
  },
  gallery: {
    title: 'Our Team always like to click',
    subtitle: 'Moments from hackathons, tech talks, retreats and everyday life at CodeCrush.',
    metaTitle: 'Gallery',
  },
  privacy: {
    title: 'Privacy Policy',
    subtitle: 'Effective 1 July 2024. How CodeCrush collects, uses and protects your information.',
    metaTitle: 'Privacy Policy',
  },
  terms: {
    title: 'Terms and Conditions',
    subtitle: 'Current as of 20 April 2025. The terms that govern your use of the CodeCrush website and services.',
    metaTitle: 'Terms and Conditions',
  },
} as const satisfies Record<string, PageIntro>;
