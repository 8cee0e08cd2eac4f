import { act, screen, within } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import type { CarouselProps } from '../carousel/types';
import { LazyCarousel } from './LazyCarousel';

/** An IntersectionObserver the test tells when the carousel comes near the viewport. */
class NearObserver {
  static last: NearObserver | undefined;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    NearObserver.last = this;
  }
  observe() {}
  disconnect() {}
  comesNear() {
    const entry = { isIntersecting: true, rootBounds: null, boundingClientRect: { bottom: 0 } };
    act(() => this.callback([entry as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
}

// React warns of an unknown attribute once per page load: every test here watches for it.
let errors: jest.SpyInstance;
beforeEach(() => {
  NearObserver.last = undefined;
  Object.assign(window, { IntersectionObserver: NearObserver });
  errors = jest.spyOn(console, 'error');
});
afterEach(() => {
  expect(errors).not.toHaveBeenCalled();
  jest.restoreAllMocks();
});

const renderLazy = (props: Partial<CarouselProps> = {}) =>
  renderWithTheme(
    <LazyCarousel label="Partners" slidesToShow={3} {...props}>
      {['Alpha', 'Bravo'].map((name) => (
        <a key={name} href={`/${name}`}>
          {name}
        </a>
      ))}
    </LazyCarousel>,
  );

const row = () => screen.getByRole('list', { name: 'Partners' });
/** The CSS rules emotion inserted for the page, as text without spaces. */
const styleText = () =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('')
    .replace(/\s+/g, '');
/** The row's class selector. */
const rowClass = () => `.${[...row().classList].find((name) => name.startsWith('css-'))}`;

describe('LazyCarousel', () => {
  it('shows the slides as a plain labelled row, each in a list item, until it comes near', () => {
    renderLazy();
    expect(
      within(row())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Alpha', 'Bravo']);
    expect(within(row()).getByRole('link', { name: 'Alpha' })).toHaveAttribute('href', '/Alpha');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(NearObserver.last?.options.rootMargin).toBe('300px 0px');
  });

  it('loads the carousel once it comes within 300px of the viewport', async () => {
    renderLazy();
    NearObserver.last?.comesNear();
    const region = await screen.findByRole('region', { name: 'Partners' });
    expect(within(region).getByRole('link', { name: 'Bravo' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Partners' })).not.toBeInTheDocument();
  });

  it('lays the row out as the carousel will: as many slides abreast, with room for its controls', () => {
    renderLazy({ autoplay: true });
    expect(row()).toHaveStyle({
      display: 'grid',
      gridAutoFlow: 'column',
      gridAutoColumns: 'calc(100% / 3)',
      overflow: 'hidden',
      listStyle: 'none',
      margin: '0px',
      paddingBottom: 'calc(3.25rem)',
    });
    expect(getComputedStyle(row()).getPropertyValue('padding-inline')).toBe('calc(2.5rem + 0.75rem)');
    const item = within(row()).getAllByRole('listitem')[0] as HTMLElement;
    expect(getComputedStyle(item).getPropertyValue('padding-inline')).toBe('0.5rem');
    // No breakpoints given, none written.
    expect(styleText()).not.toMatch(new RegExp(`@media[^{]*\\{\\${rowClass()}[{>]`));
  });

  it('leaves no room for controls the carousel will not have, nor gaps around a single slide', () => {
    renderLazy({ arrows: false, slidesToShow: 1 });
    expect(row()).toHaveStyle({ gridAutoColumns: 'calc(100% / 1)' });
    expect(getComputedStyle(row()).paddingBottom).toBe('0px');
    expect(getComputedStyle(row()).getPropertyValue('padding-inline')).toBe('0');
    const item = within(row()).getAllByRole('listitem')[0] as HTMLElement;
    expect(getComputedStyle(item).getPropertyValue('padding-inline')).toBe('0');
  });

  it('follows the carousel’s breakpoints, the narrower one written last so that it wins', () => {
    renderLazy({
      responsive: [
        { below: 768, slidesToShow: 1 },
        { below: 1024, slidesToShow: 2 },
      ],
    });
    const css = styleText();
    const list = rowClass();
    expect(css).toContain(
      `@media(max-width:1023.98px){${list}{grid-auto-columns:calc(100%/2);}${list}>li{padding-inline:0.5rem;}}` +
        `@media(max-width:767.98px){${list}{grid-auto-columns:calc(100%/1);}${list}>li{padding-inline:0;}}`,
    );
  });

  it('keeps its layout settings off the list element (nor does React warn of them)', () => {
    renderLazy({ responsive: [{ below: 768, slidesToShow: 1 }], autoplay: true });
    for (const name of ['perview', 'rules', 'arrows', 'autoplay']) expect(row()).not.toHaveAttribute(name);
  });
});
