import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@codecrush/composition/test';
import { Toaster, toast } from 'react-hot-toast';
import { blogText } from '../content/blogText';
import { copiedIndicatorMs } from '../content/share';
import { ShareRow } from './ShareRow';

const writeText = jest.fn<Promise<void>, [string]>();

beforeEach(() => {
  // Toasts live in the library's own store, across renders: each test starts with none.
  toast.remove();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

/** Clicks and lets the clipboard promise settle inside act. */
async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('ShareRow', () => {
  it('copies the current address and shows Copied! for exactly 2000 ms', async () => {
    renderWithProviders(<ShareRow />, { route: '/view-blog/2' });

    await click('Copy Link');

    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied!');

    act(() => jest.advanceTimersByTime(copiedIndicatorMs - 1));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('restarts the 2 s indicator when clicked again', async () => {
    renderWithProviders(<ShareRow />);
    await click('Copy Link');
    act(() => jest.advanceTimersByTime(1500));
    await click('Copied!');
    act(() => jest.advanceTimersByTime(1500));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
  });

  it('does not claim Copied! when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    renderWithProviders(<ShareRow />);
    await click('Copy Link');
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says the copy failed in a toast when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    renderWithProviders(
      <>
        <ShareRow />
        <Toaster />
      </>,
    );
    expect(screen.queryByText(blogText.share.copyFailed)).not.toBeInTheDocument();
    await click('Copy Link');
    expect(await screen.findByText(blogText.share.copyFailed)).toBeInTheDocument();
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
