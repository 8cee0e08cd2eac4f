import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@codecrush/composition/test';
import { StatsSection } from './StatsSection';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
const observers: Callback[] = [];

class FakeIntersectionObserver {
  constructor(callback: Callback) {
    observers.push(callback);
  }
  observe() {}
  disconnect() {}
}

const figure = (id: string) => document.querySelector(`[data-stat="${id}"]`)?.textContent;
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('StatsSection', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    observers.length = 0;
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: FakeIntersectionObserver });
  });
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  it('has the final figures in the markup before any animation', () => {
    renderWithProviders(<StatsSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'A Journey of 2 Years' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['0+30+People Onboard', '02Offices', '0+30+Projects Completed']);
  });

  it('counts up once when scrolled into view, over 4 s, to 30+, 2 and 30+', () => {
    renderWithProviders(<StatsSection />);
    advance(5000);
    expect(figure('people')).toBe('0+');
    act(() => observers.forEach((callback) => callback([{ isIntersecting: true }])));
    advance(2000);
    expect(Number.parseInt(figure('people') ?? '', 10)).toBeGreaterThan(0);
    expect(Number.parseInt(figure('people') ?? '', 10)).toBeLessThan(30);
    advance(2000);
    expect([figure('people'), figure('offices'), figure('projects')]).toEqual(['30+', '2', '30+']);
    // Scrolling away and back does not restart it.
    act(() => observers.forEach((callback) => callback([{ isIntersecting: false }])));
    act(() => observers.forEach((callback) => callback([{ isIntersecting: true }])));
    advance(100);
    expect(figure('people')).toBe('30+');
  });
});
