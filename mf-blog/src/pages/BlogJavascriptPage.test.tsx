import { screen } from '@testing-library/react';
import { renderWithProviders } from '@codecrush/composition/test';
import BlogJavascriptPage from './BlogJavascriptPage';
import BlogTeaser from './BlogTeaser';

describe('BlogJavascriptPage', () => {
  it('lists the JavaScript and software development posts under its heading', () => {
    renderWithProviders(<BlogJavascriptPage />, { route: '/blog/javascript' });
    expect(screen.getByRole('heading', { level: 1, name: 'JavaScript & Software Development' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Articles on JavaScript and Software Development' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});

describe('BlogTeaser', () => {
  it('shows three posts and View All, with an h2 and no h1', () => {
    renderWithProviders(<BlogTeaser />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'From Our Blog' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/all-blogs');
  });
});
