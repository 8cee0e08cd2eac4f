import { act, renderHook } from '@testing-library/react';
import { useCountUp } from './useCountUp';
import type { CountUpOptions } from './useCountUp';

const base: CountUpOptions = { target: 30, durationMs: 4000, start: false, reducedMotion: false };
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('useCountUp', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for start, then counts up over 4 s and lands on the target', () => {
    const { result, rerender } = renderHook((props: CountUpOptions) => useCountUp(props), { initialProps: base });
    advance(5000);
    expect(result.current).toBe(0);
    rerender({ ...base, start: true });
    advance(2000);
    expect(result.current).toBeGreaterThan(0);
    expect(result.current).toBeLessThan(30);
    advance(2000);
    expect(result.current).toBe(30);
    advance(10_000);
    expect(result.current).toBe(30);
  });

  it('runs once: it does not start over on a later render', () => {
    const { result, rerender } = renderHook((props: CountUpOptions) => useCountUp(props), {
      initialProps: { ...base, target: 2, start: true },
    });
    advance(4000);
    expect(result.current).toBe(2);
    rerender({ ...base, target: 2, start: true });
    advance(50);
    expect(result.current).toBe(2);
  });

  it('shows the final number at once under reduced motion', () => {
    const { result } = renderHook(() => useCountUp({ ...base, start: true, reducedMotion: true }));
    expect(result.current).toBe(30);
  });

  it('stops on the target when each step is a large part of it', () => {
    // Two steps of 50 ms: 50, then 100, and never a third step past the target.
    const { result } = renderHook(() =>
      useCountUp({ target: 100, durationMs: 100, start: true, reducedMotion: false }),
    );
    advance(50);
    expect(result.current).toBe(50);
    advance(50);
    expect(result.current).toBe(100);
    advance(50);
    expect(result.current).toBe(100);
  });

  it('stops its timer when unmounted mid-count', () => {
    const setTimer = jest.spyOn(globalThis, 'setInterval');
    const clearTimer = jest.spyOn(globalThis, 'clearInterval');
    const { unmount } = renderHook(() => useCountUp({ ...base, start: true }));
    advance(1000);
    const timer = setTimer.mock.results.at(-1)?.value as unknown;
    expect(clearTimer).not.toHaveBeenCalledWith(timer);
    unmount();
    expect(clearTimer).toHaveBeenCalledWith(timer);
    setTimer.mockRestore();
    clearTimer.mockRestore();
  });
});
