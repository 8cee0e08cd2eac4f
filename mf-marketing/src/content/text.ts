/** UI copy shared by the detail pages of this remote (headings, calls to action, labels). */
export const detailText = {
  service: {
    aboutHeading: (title: string) => `About ${title}`,
    ctaTitle: 'Have a project in mind?',
    ctaText: 'Tell us what you want to build. A senior engineer replies within one working day with next steps.',
    ctaAction: 'Contact Us',
  },
  industry: {
    offeringHeading: 'Our Offering',
    helpEyebrow: 'How can we help you?',
    helpTitle: 'Are you ready to revolutionize your business?',
    helpText:
      'Bring us the process that slows your team down or the product your customers keep asking for. We will map it with you and propose a first release you can use within weeks.',
    helpAction: 'Drive your innovation',
  },
  research: {
    featuresHeading: 'What We Offer',
    approachEyebrow: 'Our approach',
    ctaTitle: 'Contact us to discuss your project requirements',
    ctaText:
      'Share your data, your constraints and your goal. We will tell you honestly what is feasible and what it takes.',
    ctaAction: 'Contact Us',
  },
  timeline: {
    stepLabel: (index: number) => `Step ${index}`,
  },
  loading: 'Loading the page…',
} as const;
