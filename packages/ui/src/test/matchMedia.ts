/** A viewport the tests' matchMedia answers for: its width (max-width queries) and the reduced-motion preference. */
export type Viewport = { width: number; reducedMotion: boolean };

/**
 * Replaces `window.matchMedia` with one that answers max-width and prefers-reduced-motion queries
 * for `viewport`, and puts the original back after each test of the file that calls it.
 */
export const stubMatchMedia = (viewport: Viewport): void => {
  window.matchMedia = (query: string) => {
    const maxWidth = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = maxWidth
      ? viewport.width <= Number(maxWidth[1])
      : query.includes('reduce') && viewport.reducedMotion;
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
};

/** Puts jsdom's matchMedia back after each test (call once at the top of a test file). */
export const restoreMatchMediaAfterEach = (): void => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });
};
