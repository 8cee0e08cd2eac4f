/** UI copy shared by the service, industry and R&D pages. */
export const detailText = {
  stepLabel: (index: number) => `Step ${index}`,
  loading: 'Loading the page…',
} as const;
