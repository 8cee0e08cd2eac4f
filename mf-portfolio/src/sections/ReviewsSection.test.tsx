import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeRoot } from '@codecrush/ui';
import { renderWithProviders } from '@codecrush/composition/test';
import type { Review } from '../content/types';
import { ReviewsSection } from './ReviewsSection';

const reviews: Review[] = [
  { review: 'Delivered on time and the numbers moved.', name: 'Amna Khalid', role: 'Founder', stars: 5 },
  { review: 'Clear weekly demos.', name: 'Bilal Raza', role: 'Product Manager', stars: 4 },
  { review: 'Fast, careful engineers.', name: 'Sara Ahmed', role: 'CTO', stars: 5 },
];

describe('ReviewsSection', () => {
  it('renders every review as plain content on the server', () => {
    const html = renderToString(
      <ThemeRoot>
        <ReviewsSection reviews={reviews} />
      </ThemeRoot>,
    );
    expect(html).toContain('Delivered on time and the numbers moved.');
    expect(html).toContain('5 out of 5 stars');
    expect(html).toContain('Fast, careful engineers.');
  });

  it('upgrades to the slider: dots, no arrows, a pause control, text, name, role and stars', async () => {
    renderWithProviders(<ReviewsSection reviews={reviews} />);
    const slider = await screen.findByRole('region', { name: 'Client reviews' }, { timeout: 10_000 });
    expect(within(slider).getAllByRole('button', { name: /^Go to slide \d$/ })).toHaveLength(3);
    expect(within(slider).queryByRole('button', { name: 'Previous slide' })).not.toBeInTheDocument();
    expect(within(slider).queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    const first = within(slider).getByRole('group', { name: '1 of 3' });
    expect(within(first).getByText('Amna Khalid')).toBeInTheDocument();
    expect(within(first).getByText('Founder')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    const second = within(slider).getByRole('group', { name: '2 of 3', hidden: true });
    expect(within(second).getByRole('img', { name: '4 out of 5 stars', hidden: true })).toBeInTheDocument();
  });
});
