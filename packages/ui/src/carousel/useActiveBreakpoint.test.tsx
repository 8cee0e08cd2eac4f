import { renderHook } from '@testing-library/react';
import type { CarouselBreakpoint } from './types';
import { useActiveBreakpoint } from './useActiveBreakpoint';

/** A matchMedia for a viewport `width` px wide; `everything` answers every query with a match. */
const viewport = (width: number, { everything = false } = {}) =>
  Object.assign(window, {
    matchMedia: (query: string) => {
      const maxWidth = /^\(max-width: ([\d.]+)px\)$/.exec(query)?.[1];
      return {
        matches: everything || (maxWidth !== undefined && width <= Number(maxWidth)),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      };
    },
  });

const originalMatchMedia = window.matchMedia;
afterEach(() => Object.assign(window, { matchMedia: originalMatchMedia }));

const tablet: CarouselBreakpoint = { below: 1024, slidesToShow: 2 };
const phone: CarouselBreakpoint = { below: 768, slidesToShow: 1, dots: true };

describe('useActiveBreakpoint', () => {
  it.each([
    [1366, undefined],
    [1024, undefined],
    [1023.98, tablet],
    [768, tablet],
    [767.98, phone],
    [390, phone],
  ])('at %p px applies %p (the narrowest rule the width is under, whatever their order)', (width, rule) => {
    viewport(width);
    expect(renderHook(() => useActiveBreakpoint([tablet, phone])).result.current).toBe(rule);
    expect(renderHook(() => useActiveBreakpoint([phone, tablet])).result.current).toBe(rule);
  });

  it('applies no rule where none are given, whatever the media answer', () => {
    viewport(390, { everything: true });
    expect(renderHook(() => useActiveBreakpoint()).result.current).toBeUndefined();
  });
});
