/** Copy of the home page outside the typed entities (headings, labels, accessible names). */
export const homeText = {
  partners: {
    heading: 'Collaborations & Partnerships',
    intro: 'Companies and products we have designed, built and grown together.',
    carouselLabel: 'Partner logos',
  },
  stats: {
    heading: 'A Journey of 2 Years',
    intro: 'Two years of shipping software for clients at home and abroad, and we are just getting started.',
  },
  services: {
    eyebrow: 'What we do',
    heading: 'Services, Research and Industries',
    intro: 'Pick a card to see how we work on it, from the first workshop to support after launch.',
    previous: 'Previous page',
    next: 'Next page',
    pageCounter: (page: number, total: number) => `Page ${page} of ${total}`,
    sliderLabel: (sectionName: string) => `${sectionName} cards`,
    learnMore: 'Learn more',
  },
  leadership: {
    heading: 'Our Leadership',
    intro: 'The founders who started CodeCrush and still work on its projects every day.',
    profile: (name: string, network: string) => `${name} on ${network}`,
  },
  events: {
    heading: 'Life at CodeCrush',
    intro: 'Hackathons, talks, retreats and career fairs: how our team learns and celebrates together.',
    carouselLabel: 'Events',
  },
} as const;
