/** Copy owned by the shared primitives. */
export const uiText = {
  loading: 'Loading…',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  previous: 'Previous slide',
  next: 'Next slide',
} as const;
