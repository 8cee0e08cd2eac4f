import { fireEvent, screen } from '@testing-library/react';
import { restoreMatchMediaAfterEach, stubMatchMedia } from '../test/matchMedia';
import { renderWithTheme } from '../test/renderWithTheme';
import { Carousel } from './Carousel';
import type { CarouselProps } from './types';

/** A viewport `width` px wide, motion allowed. */
const viewportOf = (width: number) => stubMatchMedia({ width, reducedMotion: false });

restoreMatchMediaAfterEach();

const renderCarousel = (props: Partial<CarouselProps> = {}, titles = ['Alpha', 'Bravo', 'Charlie', 'Delta']) =>
  renderWithTheme(
    <Carousel label="Partners" slidesToShow={1} {...props}>
      {titles.map((title) => (
        <article key={title}>
          <h3>{title}</h3>
        </article>
      ))}
    </Carousel>,
  );

const region = () => screen.getByRole('region', { name: 'Partners' });
const track = (container: HTMLElement) => container.querySelector('.slick-track') as HTMLElement;
const slideGutter = (container: HTMLElement) =>
  getComputedStyle(container.querySelector('.slick-slide') as HTMLElement).getPropertyValue('padding-inline');

describe('Carousel settings', () => {
  it('keeps the arrows off under a rule that says nothing of them when the carousel has none', () => {
    viewportOf(900);
    renderCarousel({ arrows: false, responsive: [{ below: 1024, slidesToShow: 2 }] });
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  });

  it('eases slides in and out, and moves a ticker at an even pace', () => {
    const eased = renderCarousel({ speed: 400 });
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(track(eased.container).style.transition).toBe('transform 400ms ease');
    eased.unmount();
    const ticker = renderCarousel({ speed: 400, continuous: true });
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(track(ticker.container).style.transition).toBe('transform 400ms linear');
  });

  it('leaves room below the slides for the pause button where no row of dots makes it', () => {
    const cases: Array<[Partial<CarouselProps>, string[], string]> = [
      [{ autoplay: true }, ['Alpha', 'Bravo', 'Charlie'], 'calc(3.25rem)'],
      [{ autoplay: true, dots: true }, ['Alpha', 'Bravo', 'Charlie'], ''],
      // Every slide in view: no dots to show, so the pause button needs its own room.
      [{ autoplay: true, dots: true, slidesToShow: 3 }, ['Alpha', 'Bravo', 'Charlie'], 'calc(3.25rem)'],
      [{ dots: true, slidesToShow: 3 }, ['Alpha', 'Bravo', 'Charlie'], ''],
      [{}, ['Alpha', 'Bravo', 'Charlie'], ''],
    ];
    for (const [props, titles, padding] of cases) {
      const { unmount } = renderCarousel(props, titles);
      expect(getComputedStyle(region()).paddingBottom).toBe(padding);
      unmount();
    }
  });

  it('spaces the slides apart only when more than one is in view', () => {
    const two = renderCarousel({ slidesToShow: 2 });
    expect(slideGutter(two.container)).toBe('0.5rem');
    two.unmount();
    const one = renderCarousel({ slidesToShow: 1 });
    expect(slideGutter(one.container)).toBe('0');
  });
});
