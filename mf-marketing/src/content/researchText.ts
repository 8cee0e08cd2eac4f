/** R&D page copy: section headings and the closing call to action. */
export const researchText = {
  featuresHeading: 'What We Offer',
  approachEyebrow: 'Our approach',
  ctaTitle: 'Contact us to discuss your project requirements',
  ctaText:
    'Share your data, your constraints and your goal. We will tell you honestly what is feasible and what it takes.',
  ctaAction: 'Contact Us',
} as const;
