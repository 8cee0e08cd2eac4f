import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@codecrush/ui/test';
import { copiedIndicatorMs } from '../content/share';
import { ShareRow } from './ShareRow';

describe('ShareRow', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('copies the current address and shows Copied! for exactly 2000 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<ShareRow />, { route: '/view-blog/2' });

    await act(() => user.click(screen.getByRole('button', { name: 'Copy Link' })));

    expect(await navigator.clipboard.readText()).toBe(window.location.href);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied!');

    act(() => jest.advanceTimersByTime(copiedIndicatorMs - 1));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('restarts the 2 s indicator when clicked again', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<ShareRow />);
    await act(() => user.click(screen.getByRole('button', { name: 'Copy Link' })));
    act(() => jest.advanceTimersByTime(1500));
    await act(() => user.click(screen.getByRole('button', { name: 'Copied!' })));
    act(() => jest.advanceTimersByTime(1500));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
  });

  it('shares the encoded current address on X, Facebook and LinkedIn in a new tab', () => {
    renderWithProviders(<ShareRow />, { route: '/view-blog/4' });
    const encoded = encodeURIComponent(window.location.href);
    const expected = {
      'Share on X (opens in a new tab)': `https://twitter.com/intent/tweet?url=${encoded}`,
      'Share on Facebook (opens in a new tab)': `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
      'Share on LinkedIn (opens in a new tab)': `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    };
    for (const [name, href] of Object.entries(expected)) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
