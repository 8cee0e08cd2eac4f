import type { BlogPost } from '../types';

export const post4 = {
  id: 4,
  img: 'blog-4',
  heading: 'Transform Your Business with Custom Software Solutions',
  description:
    'Off-the-shelf tools get you started, but custom software is how growing businesses remove bottlenecks, connect their systems and turn the way they work into a lasting competitive advantage.',
  author: 'CodeCrush',
  date: '2025-01-13',
  blogType: 'Software Development',
  article: {
    title: 'Transform Your Business with Custom Software Solutions',
    metaDescription:
      'Learn when custom software makes sense, where it delivers the biggest returns and how to plan, build and measure a solution tailored to your business.',
    tags: ['software development', 'custom software', 'business automation', 'digital transformation'],
  },
} as const satisfies BlogPost;
