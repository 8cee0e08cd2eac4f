/** Copy owned by the shared primitives. */
export const uiText = {
  unavailable: 'This section is temporarily unavailable',
  unavailableHint: 'Please check your connection and try again in a moment.',
  tryAgain: 'Try again',
  loading: 'Loading…',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  previous: 'Previous slide',
  next: 'Next slide',
  bootErrorTitle: 'CodeCrush is briefly unavailable',
  bootErrorHint: 'We could not load the site. Please reload the page in a moment.',
  bootErrorDetails: 'Technical details for the site team',
} as const;
