import { screen, within } from '@testing-library/react';
import { renderWithConfig } from '../test/renderWithConfig';
import ContactForm from './ContactForm';
import ContactPage from './ContactPage';

describe('ContactPage', () => {
  it('has one h1, "Chat to our friendly team" and the email, office and phone cards', async () => {
    renderWithConfig(<ContactPage />, { route: '/contact' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const team = screen.getByRole('region', { name: 'Chat to our friendly team' });
    expect(within(team).getByRole('link', { name: 'info@codecrush.tech' })).toHaveAttribute(
      'href',
      'mailto:info@codecrush.tech',
    );
    expect(within(team).getByRole('link', { name: /Software Technology Park/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/),
    );
    expect(within(team).getByRole('link', { name: '+92 51 8435 900' })).toHaveAttribute('href', 'tel:+92518435900');
    expect(within(team).getByText('Mon-Fri 8am to 5pm')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
  });
});

describe('ContactForm (home fragment)', () => {
  it('shows both offices with email, phone and map links and a lazy embedded map of height 300; no h1', async () => {
    renderWithConfig(<ContactForm />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Get in Touch' })).toBeInTheDocument();
    for (const [city, email] of [
      ['Rawalpindi', 'info@codecrush.tech'],
      ['Chakdara', 'chakdara@codecrush.tech'],
    ] as const) {
      const office = screen.getByRole('article', { name: new RegExp(city) });
      expect(within(office).getByRole('link', { name: `Email ${email}` })).toHaveAttribute('href', `mailto:${email}`);
      expect(within(office).getByRole('link', { name: /^Phone / })).toHaveAttribute(
        'href',
        expect.stringMatching(/^tel:\+92\d+$/),
      );
      expect(within(office).getByRole('link', { name: /^Open in Google Maps/ })).toHaveAttribute('target', '_blank');
      const map = within(office).getByTitle(new RegExp(`Map of our .* in ${city}`));
      expect(map.tagName).toBe('IFRAME');
      expect(map).toHaveAttribute('height', '300');
      expect(map).toHaveAttribute('loading', 'lazy');
      expect(map).toHaveAttribute(
        'src',
        expect.stringMatching(/^https:\/\/www\.google\.com\/maps\?q=.*&output=embed$/),
      );
    }
    expect(await screen.findByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
  });
});
