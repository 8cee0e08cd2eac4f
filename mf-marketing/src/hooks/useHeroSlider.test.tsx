import { act, renderHook } from '@testing-library/react';
import { useHeroSlider } from './useHeroSlider';
import type { HeroSliderOptions } from './useHeroSlider';

const options: HeroSliderOptions = { count: 8, intervalMs: 3000, fadeMs: 500, reducedMotion: false };
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('useHeroSlider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fades out at 3000 ms and shows the next slide 500 ms later', () => {
    const { result } = renderHook(() => useHeroSlider(options));
    expect(result.current).toMatchObject({ index: 0, fading: false, paused: false });
    advance(2999);
    expect(result.current).toMatchObject({ index: 0, fading: false });
    advance(1);
    expect(result.current).toMatchObject({ index: 0, fading: true });
    advance(499);
    expect(result.current).toMatchObject({ index: 0, fading: true });
    advance(1);
    expect(result.current).toMatchObject({ index: 1, fading: false });
    // The next fade comes 3000 ms after the previous one.
    advance(2500);
    expect(result.current).toMatchObject({ index: 1, fading: true });
  });

  it('wraps to the first slide after the eighth', () => {
    const { result } = renderHook(() => useHeroSlider(options));
    advance(7 * 3000 + 500);
    expect(result.current.index).toBe(7);
    advance(3000);
    expect(result.current.index).toBe(0);
  });

  it('pausing stops it (also mid-fade), playing resumes it', () => {
    const { result } = renderHook(() => useHeroSlider(options));
    advance(3000);
    expect(result.current.fading).toBe(true);
    act(() => result.current.togglePaused());
    expect(result.current).toMatchObject({ paused: true, fading: false, index: 0 });
    advance(30_000);
    expect(result.current.index).toBe(0);
    act(() => result.current.togglePaused());
    advance(3500);
    expect(result.current).toMatchObject({ paused: false, index: 1 });
  });

  it('starts paused under reduced motion; next and previous still work and wrap', () => {
    const { result } = renderHook(() => useHeroSlider({ ...options, reducedMotion: true }));
    expect(result.current.paused).toBe(true);
    advance(10_000);
    expect(result.current.index).toBe(0);
    act(() => result.current.previous());
    expect(result.current.index).toBe(7);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
  });

  it('says when a slide other than the first has been shown, whichever way it came', () => {
    const auto = renderHook(() => useHeroSlider(options));
    expect(auto.result.current.moved).toBe(false);
    advance(3000);
    expect(auto.result.current.moved).toBe(false);
    advance(500);
    expect(auto.result.current.moved).toBe(true);

    const forward = renderHook(() => useHeroSlider({ ...options, reducedMotion: true }));
    act(() => forward.result.current.next());
    expect(forward.result.current.moved).toBe(true);

    const back = renderHook(() => useHeroSlider({ ...options, reducedMotion: true }));
    act(() => back.result.current.previous());
    expect(back.result.current.moved).toBe(true);
  });

  it('next and previous wrap at the current number of slides', () => {
    const { result, rerender } = renderHook((props: HeroSliderOptions) => useHeroSlider(props), {
      initialProps: { ...options, reducedMotion: true },
    });
    rerender({ ...options, count: 3, reducedMotion: true });
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
  });
});
