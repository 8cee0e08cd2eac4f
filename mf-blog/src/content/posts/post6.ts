import type { BlogPost } from '../types';

export const post6 = {
  id: 6,
  img: 'blog-6',
  heading: 'The Future of Mobile App Development',
  description:
    'From React Native and Flutter to on-device AI, 5G, wearables, super apps and privacy by design, here are the trends reshaping how mobile apps are planned, built and delivered.',
  author: 'CodeCrush',
  date: '2025-01-13',
  blogType: 'Software Development',
  article: {
    title: 'The Future of Mobile App Development',
    metaDescription:
      'Explore the trends shaping mobile app development: React Native and Flutter, on-device AI, 5G, wearables, super apps, privacy by design and faster delivery.',
    tags: [
      'software development',
      'mobile app development',
      'javascript',
      'react native',
      'flutter',
      'artificial intelligence',
    ],
  },
} as const satisfies BlogPost;
