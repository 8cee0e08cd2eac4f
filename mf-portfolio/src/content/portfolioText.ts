import type { ProjectType } from './types';

/** Every piece of UI copy of the portfolio remote : the projects list and the case studies. */
export const portfolioText = {
  list: {
    title: 'Our Projects',
    subtitle: 'Web platforms, mobile apps and AI products we have designed, built and launched with our clients.',
    metaDescription:
      'Case studies from CodeCrush: AI search, travel and pilgrimage platforms, school management, booking, learning and productivity apps for web, Android and iOS.',
    heading: 'Selected Work',
    intro:
      'Seventeen products across education, travel, faith, retail and AI — each with the problem, the build and the numbers.',
  },
  card: {
    knowMore: 'Know More',
    /** Unique accessible name of a card's link (mathsolver has two cards of different types). */
    knowMoreLabel: (title: string, type: ProjectType) => `Know More about ${title} (${type})`,
  },
  caseStudy: {
    eyebrow: 'Case study',
    visitProject: 'Visit the project',
    newTab: '(opens in a new tab)',
    moreFeatures: 'More features',
    imageAlt: (what: string, project: string) => `${what} of ${project}`,
    introImage: (isWeb: boolean) => (isWeb ? 'Website screens' : 'App screens'),
    overviewImage: 'Illustration of the product domain',
    featuresImage: (isWeb: boolean) => (isWeb ? 'Feature screen' : 'Feature screen on a phone'),
    adminImage: 'Admin dashboard',
    reviewsHeading: 'What Our Clients Say',
    reviewsLabel: 'Client reviews',
    starsLabel: (stars: number) => `${stars} out of 5 stars`,
    loading: 'Loading the case study…',
  },
  notFound: {
    title: 'Project not found',
    text: 'We could not find a case study at this address. The link may be mistyped, or the project may have moved.',
    back: 'See all projects',
  },
  featured: {
    eyebrow: 'Our Work',
    title: 'Featured Projects',
    intro: 'A few of the products we have designed, built and launched with our clients.',
    viewAll: 'View All',
  },
} as const;
