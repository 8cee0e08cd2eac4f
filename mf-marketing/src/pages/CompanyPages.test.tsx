import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@codecrush/composition/test';
import AboutPage from './AboutPage';
import GalleryPage from './GalleryPage';
import PrivacyPage from './PrivacyPage';
import TeamPage from './TeamPage';
import TermsPage from './TermsPage';

describe('AboutPage', () => {
  it('shows the hero, CEO message, the eight value and capability names and both buttons', () => {
    renderWithProviders(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About CodeCrush' })).toBeInTheDocument();
    expect(screen.getByText('Ahmed Raza', { selector: 'p' })).toBeInTheDocument();
    for (const name of [
      'Innovation First',
      'Deep Expertise',
      'Client-Centric',
      'Future Vision',
      'AI Solutions',
      'Web Development',
      'Mobile Apps',
      'Cloud Services',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(within(screen.getByRole('region', { name: 'Our Mission' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(screen.getByRole('region', { name: 'Our Objectives' })).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Partner With Us' })).toHaveAttribute('href', '/remote-resources');
    expect(screen.getByRole('link', { name: 'View Careers' })).toHaveAttribute('href', '/careers');
  });
});

describe('TeamPage', () => {
  it('shows the three executives and seventeen members, each photo named after its person', () => {
    renderWithProviders(<TeamPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Meet Our Team' })).toBeInTheDocument();
    const leaders = within(screen.getByRole('region', { name: 'Leadership' })).getAllByRole('listitem');
    const team = within(screen.getByRole('region', { name: 'Our Team' })).getAllByRole('listitem');
    expect([leaders.length, team.length]).toEqual([3, 17]);
    for (const card of [...leaders, ...team]) {
      const name = within(card).getByRole('heading', { level: 3 }).textContent;
      expect(within(card).getByRole('img')).toHaveAccessibleName(name ?? '');
    }
  });
});

describe('GalleryPage', () => {
  it('shows its heading and eight described photos, lazy after the first row', () => {
    renderWithProviders(<GalleryPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Team always like to click' })).toBeInTheDocument();
    const photos = screen.getAllByRole('img');
    expect(photos).toHaveLength(8);
    for (const photo of photos) expect(photo).toHaveAttribute('alt', expect.stringMatching(/\S/));
    expect(photos.slice(2).every((photo) => photo.getAttribute('loading') === 'lazy')).toBe(true);
  });
});

describe('legal pages', () => {
  it('shows the privacy policy, effective 1 July 2024, with a table of contents and the under-13 clause', () => {
    renderWithProviders(<PrivacyPage />);
    expect(screen.getByText('Effective 1 July 2024')).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(10);
    for (const link of links) {
      const target = document.getElementById((link.getAttribute('href') ?? '').slice(1));
      expect(target).not.toBeNull();
    }
    expect(screen.getByText(/not directed to children under the age of 13/)).toBeInTheDocument();
  });

  it('switches the terms between the Legal Version and the Simple Version', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TermsPage />);
    expect(screen.getByText('Current as of 20 April 2025')).toBeInTheDocument();
    const legal = screen.getByRole('button', { name: 'Legal Version' });
    const simple = screen.getByRole('button', { name: 'Simple Version' });
    expect(legal).toHaveAttribute('aria-pressed', 'true');
    expect(simple).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 2, name: '2. Eligibility' })).toBeInTheDocument();
    expect(screen.getByText(/at least 18 years old/)).toBeInTheDocument();

    await act(async () => {
      await user.click(simple);
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'The terms in plain language' })).toBeInTheDocument();
    expect(simple).toHaveAttribute('aria-pressed', 'true');
    expect(legal).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('heading', { level: 2, name: '2. Eligibility' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'On this page' })).not.toBeInTheDocument();

    await user.click(legal);
    expect(screen.getByRole('heading', { level: 2, name: '2. Eligibility' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The terms in plain language' })).not.toBeInTheDocument();
  });
});
