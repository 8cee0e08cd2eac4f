import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { DeferredToaster } from './DeferredToaster';

describe('DeferredToaster', () => {
  afterEach(() => act(() => toast.remove()));

  it('renders nothing (no toaster code) until the first pointer or key press', async () => {
    const { container } = render(<DeferredToaster />);
    act(() => {
      toast('Link copied');
    });
    await act(() => Promise.resolve());
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it.each(['pointerDown', 'keyDown'] as const)('loads with a %s and shows a toast raised before it', async (event) => {
    render(<DeferredToaster />);
    act(() => {
      toast('Link copied');
    });
    fireEvent[event](window);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });
});
