import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { restoreMatchMediaAfterEach, stubMatchMedia } from '../test/matchMedia';
import { renderWithTheme } from '../test/renderWithTheme';
import { Carousel } from './Carousel';
import type { CarouselProps } from './types';

restoreMatchMediaAfterEach();

const titles = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'];
const renderCarousel = (props: Partial<CarouselProps> = {}) =>
  renderWithTheme(
    <Carousel label="More articles" slidesToShow={1} {...props}>
      {titles.map((title) => (
        <article key={title}>
          <h3>{title}</h3>
          <a href={`/posts/${title}`}>Read {title}</a>
        </article>
      ))}
    </Carousel>,
  );

const region = () => screen.getByRole('region', { name: 'More articles' });
/** Slides not hidden from assistive technology (react-slick marks the others aria-hidden). */
const visibleSlides = () => within(region()).getAllByRole('group');

const blog: Partial<CarouselProps> = {
  slidesToShow: 4,
  responsive: [
    { below: 1024, slidesToShow: 2 },
    { below: 768, slidesToShow: 1, dots: true, arrows: false },
  ],
};

describe('Carousel', () => {
  it('renders a labelled carousel region with its slides', () => {
    stubMatchMedia({ width: 1366, reducedMotion: false });
    renderCarousel();
    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(visibleSlides()).toHaveLength(1);
    expect(visibleSlides()[0]).toHaveAccessibleName('1 of 6');
    expect(within(visibleSlides()[0]!).getByRole('heading', { name: 'Alpha' })).toBeInTheDocument();
  });

  it('has real, labelled previous and next buttons that move the slides', async () => {
    stubMatchMedia({ width: 1366, reducedMotion: false });
    renderCarousel({ speed: 0 });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    await userEvent.click(next);
    expect(within(visibleSlides()[0]!).getByRole('heading', { name: 'Bravo' })).toBeInTheDocument();
  });

  it('toggles the pause control label while autoplaying', async () => {
    stubMatchMedia({ width: 1366, reducedMotion: false });
    renderCarousel({ autoplay: true });
    await userEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    const play = screen.getByRole('button', { name: 'Play slideshow' });
    await userEvent.click(play);
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
  });

  it('has no pause control without autoplay', () => {
    stubMatchMedia({ width: 1366, reducedMotion: false });
    renderCarousel();
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
  });

  it('advances on its own, and stops when paused', () => {
    jest.useFakeTimers();
    try {
      stubMatchMedia({ width: 1366, reducedMotion: false });
      renderCarousel({ autoplay: true, autoplaySpeed: 3000, speed: 0 });
      act(() => jest.advanceTimersByTime(3100));
      expect(within(visibleSlides()[0]!).getByRole('heading', { name: 'Bravo' })).toBeInTheDocument();
      act(() => screen.getByRole('button', { name: 'Pause slideshow' }).click());
      act(() => jest.advanceTimersByTime(10_000));
      expect(within(visibleSlides()[0]!).getByRole('heading', { name: 'Bravo' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts paused when the user prefers reduced motion, and can still be played', async () => {
    stubMatchMedia({ width: 1366, reducedMotion: true });
    renderCarousel({ autoplay: true });
    await userEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
  });

  it('keeps focusable content of hidden and cloned slides out of the tab order', async () => {
    stubMatchMedia({ width: 1366, reducedMotion: false });
    const { container } = renderCarousel({ slidesToShow: 2, speed: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    const hidden = container.querySelectorAll<HTMLElement>('.slick-slide[aria-hidden="true"]');
    expect(hidden.length).toBeGreaterThan(2);
    expect(container.querySelectorAll('.slick-cloned').length).toBeGreaterThan(0);
    hidden.forEach((slide) => {
      expect(slide).toHaveAttribute('inert');
      slide.querySelectorAll('a, button').forEach((el) => expect(el).toHaveAttribute('tabindex', '-1'));
    });
    container.querySelectorAll('.slick-slide[aria-hidden="false"] a').forEach((link) => {
      expect(link).not.toHaveAttribute('tabindex');
      expect(link.closest('[inert]')).toBeNull();
    });
    const user = userEvent.setup();
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(document.activeElement?.closest('[aria-hidden="true"]')).toBeNull();
    }
  });

  it.each([
    [1366, 4, false, true],
    [900, 2, false, true],
    [390, 1, true, false],
  ])('at %i px shows %i slides (dots: %s, arrows: %s)', (width, shown, dots, arrows) => {
    stubMatchMedia({ width, reducedMotion: false });
    renderCarousel(blog);
    expect(visibleSlides()).toHaveLength(shown);
    expect(screen.queryAllByRole('button', { name: /Go to slide/ }).length > 0).toBe(dots);
    expect(screen.queryByRole('button', { name: 'Next slide' }) !== null).toBe(arrows);
  });

  it('operates the dots from the keyboard and marks the current one', async () => {
    stubMatchMedia({ width: 390, reducedMotion: false });
    renderCarousel({ ...blog, speed: 0 });
    const third = screen.getByRole('button', { name: 'Go to slide 3' });
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    act(() => third.focus());
    await userEvent.keyboard('{Enter}');
    expect(within(visibleSlides()[0]!).getByRole('heading', { name: 'Charlie' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
  });
});
