import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@codecrush/composition/test';
import { HeroSection } from './HeroSection';

const counter = () => screen.getByText(/^Slide \d of 8$/);
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function preferReducedMotion(reduce: boolean) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: reduce && query.includes('reduce') });
  return () => {
    window.matchMedia = original;
  };
}

describe('HeroSection', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('has the page h1, a Hire link to /contact and the first slide with its LCP image', () => {
    renderWithProviders(<HeroSection />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('CodeCrush');
    expect(screen.getByRole('link', { name: 'Hire Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Custom Software That Fits the Way You Work');
    expect(counter()).toHaveTextContent('Slide 1 of 8');
    const priority = document.querySelectorAll('img[fetchpriority="high"]');
    expect(priority).toHaveLength(1);
    expect(priority[0]).toHaveAttribute('loading', 'eager');
    expect(priority[0]).toHaveAttribute('width');
    expect(priority[0]).toHaveAttribute('height');
    expect(priority[0]?.closest('[data-part]')).toHaveAttribute('data-part', 'vision');
  });

  it('advances 3.5 s after start, and the pause button stops it', async () => {
    renderWithProviders(<HeroSection />);
    advance(3500);
    await act(async () => undefined); // the other slides' chunk
    expect(counter()).toHaveTextContent('Slide 2 of 8');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Web Applications Built to Scale');
    await act(async () => screen.getByRole('button', { name: 'Pause slideshow' }).click());
    advance(20_000);
    expect(counter()).toHaveTextContent('Slide 2 of 8');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  // 0: at start; 2999: just before a fade; 3000: the fade begins; 3250: mid-fade; 3499: the next slide
  // is due; 3500: the next slide has just shown.
  it.each([0, 2999, 3000, 3250, 3499, 3500])(
    'a first click on Pause %i ms into the cycle stops the slider there: no further advance',
    async (offset) => {
      renderWithProviders(<HeroSection />);
      advance(offset);
      await act(async () => undefined); // the other slides' chunk
      const shown = counter().textContent ?? '';
      await act(async () => screen.getByRole('button', { name: 'Pause slideshow' }).click());
      advance(30_000);
      expect(counter()).toHaveTextContent(shown);
      expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    },
  );

  it('does not autoplay under prefers-reduced-motion', () => {
    const restore = preferReducedMotion(true);
    try {
      renderWithProviders(<HeroSection />);
      expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
      advance(20_000);
      expect(counter()).toHaveTextContent('Slide 1 of 8');
    } finally {
      restore();
    }
  });
});
