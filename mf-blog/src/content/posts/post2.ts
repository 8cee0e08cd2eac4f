import type { BlogPost } from '../types';

export const post2 = {
  id: 2,
  img: 'blog-2',
  heading: 'The Power of Custom Software Services',
  description:
    'Why businesses that outgrow generic tools turn to custom software: solutions shaped around their workflows, integrated with their systems and built to scale, secure and fully owned.',
  author: 'CodeCrush',
  date: '2025-01-13',
  blogType: 'Software Development',
  article: {
    title: 'The Power of Custom Software Services',
    metaDescription:
      'How custom software services help businesses fit their workflows, integrate systems, scale securely and gain an advantage generic tools cannot offer.',
    tags: ['software development', 'custom software', 'business', 'digital transformation', 'integration'],
  },
} as const satisfies BlogPost;
