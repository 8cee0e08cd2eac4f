/** UI copy of the legal pages. */
export const legalText = {
  contents: 'On this page',
  versionsLabel: 'Choose a version of the terms',
  legalVersion: 'Legal Version',
  simpleVersion: 'Simple Version',
  loadingSummary: 'Loading the plain-language summary…',
} as const;
