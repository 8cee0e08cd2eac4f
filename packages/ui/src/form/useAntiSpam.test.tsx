import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useAntiSpam } from './useAntiSpam';

describe('useAntiSpam', () => {
  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(1_767_000_000_000));
  afterEach(() => jest.restoreAllMocks());

  it('leaves the start time out of fields read before the form was shown (the API counts a time that is no number as a bot)', () => {
    const reads: Array<Record<string, string>> = [];
    renderHook(() => {
      const { fields } = useAntiSpam();
      reads.push(fields());
    });
    expect(reads[0]).toEqual({ website: '' });
  });

  it('reports when the form was shown once it has been', () => {
    const { result } = renderHook(() => useAntiSpam());
    expect(result.current.fields()).toEqual({ website: '', formStartedAt: '1767000000000' });
  });

  it('renders a trap people never see nor reach: an empty website field, off screen and out of the tab order', () => {
    const { result } = renderHook(() => useAntiSpam());
    const { container } = render(<form aria-label="Contact">{result.current.honeypot}</form>);
    const trap = screen.getByLabelText('Leave this field empty');
    expect(trap).toHaveAttribute('name', 'website');
    expect(trap).toHaveAttribute('type', 'text');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap).toHaveValue('');
    const box = container.querySelector('form > div');
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(box).toHaveStyle({
      position: 'absolute',
      left: '-10000px',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
    });
    const token = container.querySelector('input[type="hidden"]');
    expect(token).toHaveAttribute('name', 'formToken');
    expect(token).toHaveValue('');
  });

  it('sends what a bot typed into the trap', () => {
    let read = (): Record<string, string> => ({});
    const Form = () => {
      const { honeypot, fields } = useAntiSpam();
      read = fields;
      return <form aria-label="Contact">{honeypot}</form>;
    };
    render(<Form />);
    fireEvent.change(screen.getByLabelText('Leave this field empty'), { target: { value: 'https://spam.example' } });
    expect(read()).toEqual({ website: 'https://spam.example', formStartedAt: '1767000000000' });
  });
});
