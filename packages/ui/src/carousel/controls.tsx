import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { Children, cloneElement, isValidElement } from 'react';
import type { CSSProperties, MouseEventHandler, ReactElement, ReactNode } from 'react';
import { uiText } from '../text';
import { ArrowButton, DotButton } from './styles';
import { carouselText } from './text';

/** Props react-slick clones into a custom arrow (the style it passes is ignored on purpose). */
export type ArrowProps = {
  direction: 'prev' | 'next';
  className?: string;
  style?: CSSProperties;
  onClick?: MouseEventHandler<HTMLButtonElement> | null;
};

/** A real `<button>` with an accessible name; disabled at the ends of a non-looping carousel. */
export function Arrow({ direction, className, onClick }: ArrowProps) {
  const disabled = !onClick || Boolean(className?.includes('slick-disabled'));
  return (
    <ArrowButton
      type="button"
      className={className}
      onClick={onClick ?? undefined}
      disabled={disabled}
      aria-label={direction === 'prev' ? uiText.previous : uiText.next}
    >
      {direction === 'prev' ? <ChevronLeft aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
    </ArrowButton>
  );
}

export type PlayPauseIconProps = { paused: boolean };

export function PlayPauseIcon({ paused }: PlayPauseIconProps) {
  return paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />;
}

/** react-slick `customPaging`: one dot button per page. */
export const renderDot = (index: number) => <DotButton type="button" aria-label={carouselText.goToSlide(index + 1)} />;

type DotItemProps = { className?: string; children?: ReactNode };

/** react-slick `appendDots`: marks the active dot's button with `aria-current`. */
export const renderDots = (dots: ReactNode) => (
  <ul>
    {Children.map(dots, (dot) => {
      if (!isValidElement<DotItemProps>(dot)) return dot;
      const active = Boolean(dot.props.className?.includes('slick-active'));
      const button = dot.props.children;
      if (!isValidElement<{ 'aria-current'?: 'true' }>(button)) return dot;
      return cloneElement(dot as ReactElement<DotItemProps>, {
        children: cloneElement(button, { 'aria-current': active ? 'true' : undefined }),
      });
    })}
  </ul>
);
