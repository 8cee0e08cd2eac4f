/** Copy owned by the composition runtime: a remote that cannot be shown, a site that cannot boot. */
export const compositionText = {
  unavailable: 'This section is temporarily unavailable',
  unavailableHint: 'Please check your connection and try again in a moment.',
  tryAgain: 'Try again',
  bootErrorTitle: 'CodeCrush is briefly unavailable',
  bootErrorHint: 'We could not load the site. Please reload the page in a moment.',
  bootErrorDetails: 'Technical details for the site team',
} as const;
