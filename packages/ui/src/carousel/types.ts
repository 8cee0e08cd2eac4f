import type { ReactNode } from 'react';

/** Settings that apply below a viewport width (`below` is exclusive: 1024 means "up to 1023.98 px"). */
export type CarouselBreakpoint = { below: number; slidesToShow: number; dots?: boolean; arrows?: boolean };

export type CarouselProps = {
  /** Accessible name of the carousel region. */
  label: string;
  slidesToShow: number;
  responsive?: readonly CarouselBreakpoint[];
  /** Transition time in ms (default 500; 0 under prefers-reduced-motion). */
  speed?: number;
  autoplay?: boolean;
  /** Time between advances in ms (default 3000; 0 when `continuous`). */
  autoplaySpeed?: number;
  /** Loop around (default true). */
  infinite?: boolean;
  /** Dot buttons (default false). */
  dots?: boolean;
  /** Previous/next buttons (default true). */
  arrows?: boolean;
  /** Cross-fade one slide at a time. */
  fade?: boolean;
  /** Ticker: linear easing and no pause between slides (the partner logos). */
  continuous?: boolean;
  className?: string;
  /** The slides, one child each. */
  children: ReactNode;
};
