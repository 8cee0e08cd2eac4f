import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { DeferredToaster } from './DeferredToaster';

describe('DeferredToaster', () => {
  afterEach(() => act(() => toast.remove()));

  it('renders nothing (no toaster code) until the first pointer or key press or an idle moment', async () => {
    const { container } = render(<DeferredToaster />);
    act(() => {
      toast('Link copied');
    });
    await act(() => Promise.resolve());
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it.each(['pointerDown', 'keyDown'] as const)('loads with a %s and shows a toast raised before it', async (event) => {
    // A page still loading: no idle moment comes, only the press can load the toaster.
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    render(<DeferredToaster />);
    act(() => {
      toast('Link copied');
    });
    fireEvent[event](window);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    readyState.mockRestore();
  });

  it('loads once the page has loaded and the browser is idle, with no interaction, and shows a toast raised before it', async () => {
    const { container } = render(<DeferredToaster />);
    act(() => {
      toast('Message sent');
    });
    expect(container).toBeEmptyDOMElement();
    // jsdom has no idle callback: the fallback timer (200 ms) stands for the idle moment.
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
  });
});
