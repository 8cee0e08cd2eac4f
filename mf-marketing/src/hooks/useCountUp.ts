import { useEffect, useState } from 'react';

/** Time between two displayed values of a count-up. */
const countUpStepMs = 50;

export type CountUpOptions = {
  target: number;
  durationMs: number;
  /** Starts the count (once: it never restarts). */
  start: boolean;
  /** Reduced motion: the final number at once. */
  reducedMotion: boolean;
};

/** Counts from 0 up to `target` over `durationMs` once `start` turns true; then stays on the target. */
export function useCountUp({ target, durationMs, start, reducedMotion }: CountUpOptions): number {
  const [value, setValue] = useState(0);
  const animate = start && !reducedMotion;

  useEffect(() => {
    if (!animate) return undefined;
    const steps = Math.max(1, Math.round(durationMs / countUpStepMs));
    let step = 0;
    const timer = setInterval(() => {
      step += 1;
      setValue(Math.round((target * step) / steps));
      if (step >= steps) clearInterval(timer);
    }, countUpStepMs);
    return () => clearInterval(timer);
  }, [animate, target, durationMs]);

  return start && reducedMotion ? target : value;
}
