import type { BlogPost } from '../types';

export const post5 = {
  id: 5,
  img: 'blog-5',
  heading: 'Finding the Right Fit for Your Project',
  description:
    'Choosing a software partner, engagement model, technology stack and team shape can make or break a project. Here is a practical guide to getting each decision right before you write a line of code.',
  author: 'CodeCrush',
  date: '2025-01-13',
  blogType: 'Software Development',
  article: {
    title: 'Finding the Right Fit for Your Project',
    metaDescription:
      'How to choose a software partner, engagement model, technology stack and team for your project, with red flags to avoid and questions to ask before signing.',
    tags: ['software development', 'project planning', 'outsourcing', 'technology stack', 'team building'],
  },
} as const satisfies BlogPost;
