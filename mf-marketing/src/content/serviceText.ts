/** Service detail copy around the entry's own text. */
export const serviceText = {
  aboutHeading: (title: string) => `About ${title}`,
  ctaTitle: 'Have a project in mind?',
  ctaText: 'Tell us what you want to build. A senior engineer replies within one working day with next steps.',
  ctaAction: 'Contact Us',
} as const;
