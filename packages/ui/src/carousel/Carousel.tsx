import { Children, isValidElement, useCallback, useEffect, useRef, useState } from 'react';
import type { FocusEvent } from 'react';
import Slider from 'react-slick';
import type { Settings } from 'react-slick';
import { uiText } from '../text';
import { Arrow, PlayPauseIcon, renderDot, renderDots } from './controls';
import { syncSlideVisibility } from './slideVisibility';
import { PauseButton, Root, SlideFrame, Viewport } from './styles';
import { carouselText } from './text';
import type { CarouselProps } from './types';
import { useActiveBreakpoint } from './useActiveBreakpoint';
import { useMediaQuery } from './useMediaQuery';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** Keyboard focus pauses autoplay; a mouse click on an arrow or dot does not keep it paused. */
const isKeyboardFocus = (target: Element) => {
  try {
    return target.matches(':focus-visible');
  } catch {
    return true;
  }
};

/** The site's one carousel: react-slick with a pause control, reduced-motion support and inert hidden slides. */
export function Carousel(props: CarouselProps) {
  const { label, responsive, autoplay = false, infinite = true, fade = false, continuous = false } = props;
  const { speed = 500, autoplaySpeed = continuous ? 0 : 3000, className, children } = props;
  const rule = useActiveBreakpoint(responsive);
  const slidesToShow = fade ? 1 : (rule?.slidesToShow ?? props.slidesToShow);
  const dots = rule?.dots ?? props.dots ?? false;
  const arrows = rule?.arrows ?? props.arrows ?? true;
  const reducedMotion = useMediaQuery(reducedMotionQuery);

  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = userPaused ?? reducedMotion;
  const playing = autoplay && !paused && !hovered && !focused;
  const interval = Math.max(reducedMotion && continuous ? speed : autoplaySpeed, 50);

  const sliderRef = useRef<Slider>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  // Stryker disable next-line ArrayDeclaration: a list of constants never changes either, so the callback stays the same all the same
  const sync = useCallback(() => syncSlideVisibility(viewportRef.current), []);

  useEffect(() => {
    if (!playing) return undefined;
    // Stryker disable next-line OptionalChaining: the timer runs only while the slider is mounted (this effect's cleanup clears it)
    const timer = window.setInterval(() => sliderRef.current?.slickNext(), interval);
    return () => window.clearInterval(timer);
  }, [playing, interval]);
  useEffect(sync);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (isKeyboardFocus(event.target)) setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  const items = Children.toArray(children);
  const settings: Settings = {
    slidesToShow,
    slidesToScroll: 1,
    speed: reducedMotion ? 0 : speed,
    infinite,
    fade,
    dots,
    arrows,
    autoplay: false,
    // Stryker disable next-line BooleanLiteral: these only pause react-slick's own autoplay, which is off
    pauseOnHover: false,
    // Stryker disable next-line BooleanLiteral: as above
    pauseOnFocus: false,
    cssEase: continuous ? 'linear' : 'ease',
    prevArrow: <Arrow direction="prev" />,
    nextArrow: <Arrow direction="next" />,
    customPaging: renderDot,
    appendDots: renderDots,
    onInit: sync,
    onReInit: sync,
    afterChange: sync,
  };
  const showsDots = dots && items.length > slidesToShow;

  return (
    <Root
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      reserveControls={autoplay && !showsDots}
    >
      <Viewport
        ref={viewportRef}
        gutter={slidesToShow > 1}
        controlsBeside={autoplay}
        aria-live={playing ? 'off' : 'polite'}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        <Slider ref={sliderRef} {...settings}>
          {items.map((item, index) => (
            <SlideFrame
              // Stryker disable next-line ConditionalExpression,EqualityOperator,LogicalOperator: react-slick re-keys the slides by place (Children.toArray, then cloneElement with keys of its own), so React never reads this key
              key={isValidElement(item) && item.key !== null ? item.key : index}
              role="group"
              aria-roledescription={carouselText.slideRole}
              aria-label={carouselText.slidePosition(index + 1, items.length)}
            >
              {item}
            </SlideFrame>
          ))}
        </Slider>
      </Viewport>
      {autoplay && (
        <PauseButton
          type="button"
          onClick={() => setUserPaused(!paused)}
          aria-label={paused ? uiText.play : uiText.pause}
        >
          <PlayPauseIcon paused={paused} />
        </PauseButton>
      )}
    </Root>
  );
}
