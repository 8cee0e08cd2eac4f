export const featuredText = {
  title: 'Featured Projects',
  intro: 'A few of the products we have designed, built and launched with our clients.',
  knowMore: 'Know More',
  viewAll: 'View All',
} as const;
