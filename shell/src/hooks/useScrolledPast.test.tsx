import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useScrolledPast } from './useScrolledPast';

function Header({ px }: { px: number }) {
  return <header>{useScrolledPast(px) ? 'solid' : 'clear'}</header>;
}

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
};

describe('useScrolledPast', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
    jest.restoreAllMocks();
  });

  it('turns true once the page is scrolled more than the given pixels, and back at the top', () => {
    render(<Header px={80} />);
    expect(screen.getByRole('banner')).toHaveTextContent('clear');
    scrollTo(80);
    expect(screen.getByRole('banner')).toHaveTextContent('clear');
    scrollTo(81);
    expect(screen.getByRole('banner')).toHaveTextContent('solid');
    scrollTo(0);
    expect(screen.getByRole('banner')).toHaveTextContent('clear');
  });

  it('knows a page opened already scrolled (a reload halfway down) without waiting for a scroll', () => {
    Object.defineProperty(window, 'scrollY', { value: 600, configurable: true, writable: true });
    render(<Header px={80} />);
    expect(screen.getByRole('banner')).toHaveTextContent('solid');
  });

  it('renders as not scrolled before the browser runs it, so the prerendered page matches', () => {
    Object.defineProperty(window, 'scrollY', { value: 600, configurable: true, writable: true });
    expect(renderToString(<Header px={80} />)).toContain('clear');
  });

  it('follows a changed threshold', () => {
    Object.defineProperty(window, 'scrollY', { value: 150, configurable: true, writable: true });
    const { rerender } = render(<Header px={100} />);
    expect(screen.getByRole('banner')).toHaveTextContent('solid');
    rerender(<Header px={200} />);
    expect(screen.getByRole('banner')).toHaveTextContent('clear');
  });

  it('listens passively and stops listening when it goes away', () => {
    const add = jest.spyOn(window, 'addEventListener');
    const remove = jest.spyOn(window, 'removeEventListener');
    const { unmount } = render(<Header px={80} />);
    const scrollCalls = add.mock.calls.filter(([type]) => type === 'scroll');
    // A passive listener never holds up the browser's scrolling.
    expect(scrollCalls).toEqual([['scroll', expect.any(Function), { passive: true }]]);
    const listener = scrollCalls[0]?.[1];
    expect(remove).not.toHaveBeenCalledWith('scroll', listener);
    act(() => unmount());
    expect(remove).toHaveBeenCalledWith('scroll', listener);
  });
});
