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
});
