/** Every piece of UI copy of the blog remote: the blog list and the article pages. */
export const blogText = {
  list: {
    title: 'Our Blog',
    subtitle: 'Insights on software development, design, product and leadership from the CodeCrush team.',
    metaDescription:
      'Articles from CodeCrush on software development, custom software, AI, mobile apps and choosing the right technology partner.',
    resultsHeading: 'Latest Articles',
    searchLabel: 'Search articles',
    searchPlaceholder: 'Title or topic…',
    categoriesHeading: 'Categories',
    empty: 'No blogs found for this category or search.',
    resetFilters: 'Show all articles',
    /** Announced to screen readers after filtering. */
    resultCount: (count: number) => `${count} ${count === 1 ? 'article' : 'articles'} found`,
  },
  post: {
    /** Dates written out in full ("January 13, 2025"); UTC, so the server and every visitor agree. */
    dateFormat: { locale: 'en-US', options: { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } },
    readTime: '10 min read',
    byline: 'By CodeCrush',
    conclusionHeading: 'Conclusion',
    readMore: 'Read article',
    imageAlt: (title: string) => `Illustration for the article “${title}”`,
    notFoundTitle: 'Article not found',
    notFoundText: 'The article you are looking for does not exist or has moved.',
    backToBlog: 'Back to the blog',
  },
  share: {
    heading: 'Share this post',
    copyLink: 'Copy Link',
    copied: 'Copied!',
    copyFailed: 'Could not copy the link',
  },
  cta: {
    eyebrow: 'Work with CodeCrush',
    title: 'Are You Ready to Transform Your Business?',
    text: 'Tell us about your idea and our team will help you plan, design and build it.',
    action: 'Contact Us',
  },
  moreArticles: {
    heading: 'More Articles',
    carouselLabel: 'Recommended articles',
  },
  teaser: {
    eyebrow: 'Insights',
    heading: 'From Our Blog',
    intro: 'Practical thinking on building software, from the people who build it every day.',
    viewAll: 'View All',
  },
  javascript: {
    title: 'JavaScript & Software Development',
    subtitle:
      'How we build fast, maintainable web and mobile software with JavaScript, TypeScript and modern engineering practice.',
    metaDescription:
      'CodeCrush articles on JavaScript, TypeScript and modern software development: process, architecture, custom software and mobile apps.',
    heading: 'Articles on JavaScript and Software Development',
    allArticles: 'Browse all articles',
  },
} as const;
