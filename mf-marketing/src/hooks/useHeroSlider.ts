import { useCallback, useEffect, useState } from 'react';

export type HeroSliderOptions = {
  count: number;
  /** Time between fade-outs, in ms. */
  intervalMs: number;
  /** Time from the fade-out to the next slide, in ms. */
  fadeMs: number;
  /** Reduced motion: the slider starts paused. */
  reducedMotion: boolean;
};

export type HeroSlider = {
  index: number;
  /** True from the fade-out until the next slide shows. */
  fading: boolean;
  /** True once another slide than the first has been shown (the first one never fades in). */
  moved: boolean;
  paused: boolean;
  togglePaused: () => void;
  next: () => void;
  previous: () => void;
};

/**
 * The hero's timing: every `intervalMs` the slide fades out, `fadeMs` later the next one shows,
 * wrapping after the last. Paused by the visitor, or from the start under reduced motion.
 */
export function useHeroSlider({ count, intervalMs, fadeMs, reducedMotion }: HeroSliderOptions): HeroSlider {
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [moved, setMoved] = useState(false);
  const paused = userPaused ?? reducedMotion;

  useEffect(() => {
    if (paused) return undefined;
    let advance: ReturnType<typeof setTimeout> | undefined;
    const tick = setInterval(() => {
      setFading(true);
      advance = setTimeout(() => {
        setIndex((current) => (current + 1) % count);
        setFading(false);
        setMoved(true);
      }, fadeMs);
    }, intervalMs);
    return () => {
      clearInterval(tick);
      clearTimeout(advance);
      setFading(false);
    };
  }, [paused, count, intervalMs, fadeMs]);

  const togglePaused = useCallback(() => setUserPaused(!paused), [paused]);
  const next = useCallback(() => {
    setIndex((current) => (current + 1) % count);
    setMoved(true);
  }, [count]);
  const previous = useCallback(() => {
    setIndex((current) => (current - 1 + count) % count);
    setMoved(true);
  }, [count]);
  return { index, fading, moved, paused, togglePaused, next, previous };
}
