import { act, fireEvent, screen, within } from '@testing-library/react';
import { restoreMatchMediaAfterEach, stubMatchMedia } from '../test/matchMedia';
import { renderWithTheme } from '../test/renderWithTheme';
import { Carousel } from './Carousel';
import type { CarouselProps } from './types';

/** A wide viewport whose visitor asks for reduced motion. */
const preferReducedMotion = () => stubMatchMedia({ width: 10_000, reducedMotion: true });

restoreMatchMediaAfterEach();
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const titles = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'];
const renderCarousel = (props: Partial<CarouselProps> = {}) =>
  renderWithTheme(
    <>
      <button type="button">Outside</button>
      <Carousel label="Partners" slidesToShow={1} speed={0} autoplay {...props}>
        {titles.map((title) => (
          <article key={title}>
            <h3>{title}</h3>
          </article>
        ))}
      </Carousel>
    </>,
  );

/**
 * Lets `ms` pass in steps, each its own act(): react-slick moves on a timer it sets when React
 * commits, so one long jump would hide every move but the first.
 */
const wait = (ms: number) => {
  for (let passed = 0; passed < ms; passed += 100) act(() => jest.advanceTimersByTime(100));
};
const shown = () => within(screen.getAllByRole('group')[0] as HTMLElement).getByRole('heading').textContent;
/** The live region around the slides (what hovering and focusing are tracked on). */
const viewport = (container: HTMLElement) => container.querySelector('[aria-live]') as HTMLElement;
const button = (name: string) => screen.getByRole('button', { name });

describe('Carousel autoplay', () => {
  it('waits three seconds between slides unless told otherwise', () => {
    renderCarousel();
    wait(2900);
    expect(shown()).toBe('Alpha');
    wait(300);
    expect(shown()).toBe('Bravo');
  });

  it('never moves on its own without autoplay', () => {
    const { container } = renderCarousel({ autoplay: false });
    wait(10_000);
    expect(shown()).toBe('Alpha');
    expect(viewport(container)).toHaveAttribute('aria-live', 'polite');
  });

  it('stops when paused and goes on when played, announcing slides only while it is stopped', () => {
    const { container } = renderCarousel({ autoplaySpeed: 1000 });
    expect(viewport(container)).toHaveAttribute('aria-live', 'off');
    wait(1100);
    expect(shown()).toBe('Bravo');
    fireEvent.click(button('Pause slideshow'));
    expect(viewport(container)).toHaveAttribute('aria-live', 'polite');
    wait(5000);
    expect(shown()).toBe('Bravo');
    fireEvent.click(button('Play slideshow'));
    wait(1100);
    expect(shown()).toBe('Charlie');
  });

  it('holds still while the pointer is over the slides', () => {
    const { container } = renderCarousel({ autoplaySpeed: 1000 });
    fireEvent.mouseEnter(viewport(container));
    wait(3000);
    expect(shown()).toBe('Alpha');
    fireEvent.mouseLeave(viewport(container));
    wait(1100);
    expect(shown()).toBe('Bravo');
  });

  it('holds still while keyboard focus is among its controls, and goes on once focus leaves them', () => {
    renderCarousel({ autoplaySpeed: 1000 });
    act(() => button('Next slide').focus());
    wait(3000);
    expect(shown()).toBe('Alpha');
    // Focus moving on to another of its controls (by a click, so without a focus ring there).
    fireEvent.focusOut(button('Next slide'), { relatedTarget: button('Previous slide') });
    wait(3000);
    expect(shown()).toBe('Alpha');
    act(() => button('Outside').focus());
    wait(1100);
    expect(shown()).toBe('Bravo');
  });

  it('does not hold still for a focus the browser does not show (a click)', () => {
    renderCarousel({ autoplaySpeed: 1000 });
    fireEvent.focusIn(button('Next slide'));
    wait(1100);
    expect(shown()).toBe('Bravo');
  });

  it('counts any focus as the keyboard’s where the browser knows no :focus-visible', () => {
    renderCarousel({ autoplaySpeed: 1000 });
    const next = button('Next slide');
    jest.spyOn(next, 'matches').mockImplementation(() => {
      throw new SyntaxError("':focus-visible' is not a valid selector");
    });
    fireEvent.focusIn(next);
    wait(3000);
    expect(shown()).toBe('Alpha');
  });

  it('under reduced motion, once played, waits its own time between slides', () => {
    preferReducedMotion();
    renderCarousel({ autoplaySpeed: 3000, speed: 500 });
    fireEvent.click(button('Play slideshow'));
    wait(2900);
    expect(shown()).toBe('Alpha');
    wait(300);
    expect(shown()).toBe('Bravo');
  });

  it('under reduced motion, a ticker once played moves one slide per transition time instead of without a pause', () => {
    preferReducedMotion();
    renderCarousel({ continuous: true, speed: 2000 });
    fireEvent.click(button('Play slideshow'));
    wait(1500);
    expect(shown()).toBe('Alpha');
    wait(700);
    expect(shown()).toBe('Bravo');
  });

  it('runs a ticker without a pause between slides', () => {
    renderCarousel({ continuous: true });
    wait(300);
    expect(shown()).not.toBe('Alpha');
  });
});
