import type { BlogPost } from '../types';

export const post3 = {
  id: 3,
  img: 'blog-3',
  heading: 'Transforming Businesses and Society',
  description:
    'Artificial intelligence has moved from research labs into everyday work. Here is how AI is reshaping businesses and society, and how organisations can adopt it responsibly and practically.',
  author: 'CodeCrush',
  date: '2025-01-13',
  blogType: 'Technology',
  article: {
    title: 'Unleashing the Power of AI',
    metaDescription:
      'How artificial intelligence is transforming businesses and society: automation, smarter decisions, personalisation, responsible AI and a practical roadmap.',
    tags: ['artificial intelligence', 'machine learning', 'technology', 'automation', 'business'],
  },
} as const satisfies BlogPost;
