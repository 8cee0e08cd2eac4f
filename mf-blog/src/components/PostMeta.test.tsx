import { screen } from '@testing-library/react';
import { renderWithProviders } from '@codecrush/composition/test';
import { formatPostDate, PostMeta } from './PostMeta';

describe('PostMeta', () => {
  it('shows the date it is given, formatted, with the machine-readable date', () => {
    renderWithProviders(<PostMeta date="2024-03-05" />);
    const time = screen.getByText('March 5, 2024');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2024-03-05');
  });

  it('formats in UTC and keeps an unreadable date as given', () => {
    expect(formatPostDate('2025-01-13')).toBe('January 13, 2025');
    expect(formatPostDate('soon')).toBe('soon');
  });
});
