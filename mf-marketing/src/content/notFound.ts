/** An unknown service or research id shows "Service not found"; industries say the same of an industry. */
export const notFoundText = {
  service: {
    title: 'Service not found',
    hint: 'The service you are looking for does not exist. Browse our services from the menu above.',
  },
  industry: {
    title: 'Industry not found',
    hint: 'The industry you are looking for does not exist. Browse our industries from the menu above.',
  },
  /** The link back to somewhere useful. */
  back: 'Back to the home page',
} as const;
