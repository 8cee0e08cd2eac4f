/** Copy owned by the carousel (pause/play and arrow labels come from `uiText`). */
export const carouselText = {
  /** `aria-roledescription` of one slide. */
  slideRole: 'slide',
  /** Accessible name of one slide, e.g. "2 of 6". */
  slidePosition: (position: number, total: number) => `${position} of ${total}`,
  /** Accessible name of one dot button. */
  goToSlide: (position: number) => `Go to slide ${position}`,
} as const;
