import type { BlogPost } from '../types';

export const post1 = {
  id: 1,
  img: 'blog-1',
  heading: 'How We Build Software: Our Proven Development Process',
  description:
    'A step-by-step look at how CodeCrush turns ideas into reliable software: discovery, UX design, architecture, agile sprints, automated testing, continuous delivery, launch and long-term support.',
  author: 'CodeCrush',
  date: '2025-01-13',
  blogType: 'Software Development',
  article: {
    title: 'How We Build Software: Our Proven Development Process',
    metaDescription:
      'How CodeCrush builds software: discovery, UX design, architecture, agile sprints, automated testing, CI/CD, launch and long-term support, step by step.',
    tags: ['software development', 'development process', 'agile', 'javascript', 'testing', 'devops'],
  },
} as const satisfies BlogPost;
