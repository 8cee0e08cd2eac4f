import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@codecrush/composition/test';
import { Route, Routes } from '@codecrush/ui/router';
import { paths } from '@codecrush/contracts';
import IndustryPage from './IndustryPage';
import ResearchPage from './ResearchPage';
import ServicePage from './ServicePage';

/** Renders the route and lets the entry's content chunk arrive (React retries suspended renders inside act). */
async function renderAt(route: string) {
  await act(async () => {
    renderWithProviders(
      <Routes>
        <Route path={paths.serviceDetail} element={<ServicePage />} />
        <Route path={paths.research} element={<ResearchPage />} />
        <Route path={paths.industry} element={<IndustryPage />} />
      </Routes>,
      { route },
    );
  });
}

const robots = () => document.head.querySelector('meta[name="robots"]');

describe('service, industry and R&D pages', () => {
  it('shows a service: title, about text, its timeline and Contact Us → /contact', async () => {
    await renderAt('/all-services/view-service/web');
    expect(screen.getByRole('heading', { level: 1, name: 'Web Development' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How We Build Your Web Application' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Discovery and scope' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(document.title).toBe('Web Development | CodeCrush');
    expect(robots()).toBeNull();
  });

  it('shows an industry: Our Offering rows and Drive your innovation → /contact', async () => {
    await renderAt('/all-services/industries/realstate');
    expect(screen.getByRole('heading', { level: 1, name: 'Real Estate' })).toBeInTheDocument();
    const offering = screen.getByRole('region', { name: 'Our Offering' });
    expect(within(offering).getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('How can we help you?')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Are you ready to revolutionize your business?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Drive your innovation' })).toHaveAttribute('href', '/contact');
  });

  it('shows an R&D page with 8 features in 4 columns and the Applications Areas block', async () => {
    await renderAt('/all-services/research&development/ai');
    expect(screen.getByRole('heading', { level: 1, name: 'Artificial Intelligence' })).toBeInTheDocument();
    const grid = within(screen.getByRole('region', { name: 'What We Offer' })).getByRole('list');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(8);
    expect(grid).toHaveAttribute('data-columns', '4');
    expect(screen.getByRole('region', { name: 'Applications Areas' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Contact us to discuss your project requirements' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('shows an R&D page with 6 features in 3 columns and the Our Services Include block', async () => {
    await renderAt('/all-services/research&development/nlp');
    expect(screen.getByRole('heading', { level: 1, name: 'Natural Language Processing' })).toBeInTheDocument();
    const grid = within(screen.getByRole('region', { name: 'What We Offer' })).getByRole('list');
    expect(grid).toHaveAttribute('data-columns', '3');
    expect(screen.getByRole('region', { name: 'Our Services Include' })).toBeInTheDocument();
  });

  it.each([
    ['/all-services/view-service/nope', 'Service not found'],
    ['/all-services/view-service/toString', 'Service not found'],
    ['/all-services/research&development/toString', 'Service not found'],
    ['/all-services/research&development/web', 'Service not found'],
    ['/all-services/industries/nope', 'Industry not found'],
  ])('%s shows %s inside the page, marked noindex', async (route, title) => {
    await renderAt(route);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(robots()).toHaveAttribute('content', 'noindex');
    expect(document.title).toBe(`${title} | CodeCrush`);
    expect(screen.queryByRole('link', { name: 'Contact Us' })).not.toBeInTheDocument();
  });
});
