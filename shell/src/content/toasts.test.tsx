import { act, render, screen } from '@testing-library/react';
import { Toaster, toast } from 'react-hot-toast';
import { toastLimit, toasterOptions } from './toasts';

describe('the shell Toaster', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => toast.remove());
    jest.useRealTimers();
  });

  it(`keeps at most ${toastLimit} toasts`, () => {
    render(<Toaster {...toasterOptions} />);
    act(() => {
      for (let i = 1; i <= toastLimit + 5; i += 1) toast(`Notice ${i}`);
    });
    expect(screen.getAllByRole('status')).toHaveLength(toastLimit);
  });

  // A dismissed toast leaves the DOM 1000 ms after it expires (react-hot-toast's exit animation).
  it('dismisses success after 2000 ms and errors after 4000 ms, keeps loading', () => {
    render(<Toaster {...toasterOptions} />);
    act(() => {
      toast.success('Sent');
      toast.error('Failed');
      toast.loading('Sending');
    });
    const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
    advance(2100); // success expires…
    advance(1100); // …and leaves after its exit delay
    expect(screen.queryByText('Sent')).not.toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    advance(1000); // error expires at 4000 ms…
    advance(1100);
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
    expect(screen.getByText('Sending')).toBeInTheDocument();
  });
});
