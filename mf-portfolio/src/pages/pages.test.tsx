import { act, screen, within } from '@testing-library/react';
import { projectIds } from '@codecrush/contracts';
import { Route, Routes } from '@codecrush/ui/router';
import { renderWithProviders } from '@codecrush/composition/test';
import { loadCaseStudy } from '../content/caseStudies';
import FeaturedProjects from './FeaturedProjects';
import ProjectPage from './ProjectPage';
import ProjectsPage from './ProjectsPage';

async function renderProject(route: string) {
  let result: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    result = renderWithProviders(
      <Routes>
        <Route path="/view-project/:id" element={<ProjectPage />} />
      </Routes>,
      { route },
    );
  });
  return result as ReturnType<typeof renderWithProviders>;
}

describe('ProjectsPage', () => {
  it('shows the banner, Selected Work and 17 cards with Know More links', () => {
    renderWithProviders(<ProjectsPage />, { route: '/projects' });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Projects' })).toBeInTheDocument();
    const work = screen.getByRole('region', { name: 'Selected Work' });
    expect(within(work).getAllByRole('listitem')).toHaveLength(17);
    const links = within(work).getAllByRole('link', { name: /^Know More about / });
    expect(links).toHaveLength(17);
    expect(new Set(links.map((link) => link.getAttribute('aria-label'))).size).toBe(17);
    expect(
      screen.getByRole('link', { name: 'Know More about ComboSeek — AI Search Assistant (Web App)' }),
    ).toHaveAttribute('href', '/view-project/comboseek');
    expect(links.filter((link) => link.getAttribute('href') === '/view-project/mathsolver')).toHaveLength(2);
    expect(within(work).getAllByText('Mobile App').length).toBeGreaterThan(0);
  });

  it('loads only the first card image eagerly', () => {
    renderWithProviders(<ProjectsPage />, { route: '/projects' });
    const images = screen.getByRole('region', { name: 'Selected Work' }).querySelectorAll('img');
    expect(Array.from(images).map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      ...Array.from({ length: 16 }, () => 'lazy'),
    ]);
  });
});

describe('ProjectPage', () => {
  it.each(projectIds.map((id) => [id]))('renders the case study of %s', async (id) => {
    const study = await loadCaseStudy(id);
    await renderProject(`/view-project/${id}`);
    expect(screen.getByRole('heading', { level: 1, name: study.introduction.heading })).toBeInTheDocument();
    expect(document.querySelector('[data-remote="mf_portfolio"]')).toBeInTheDocument();
  });

  it.each(['/view-project/nope', '/view-project/COMBOSEEK', '/view-project/123'])(
    'shows the not-found view for %s, with a link to /projects and noindex',
    async (route) => {
      const { unmount } = await renderProject(route);
      expect(screen.getByRole('heading', { level: 1, name: 'Project not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See all projects' })).toHaveAttribute('href', '/projects');
      expect(document.title).toBe('Project not found | CodeCrush');
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      unmount();
      expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    },
  );
});

describe('FeaturedProjects', () => {
  it('shows the four featured projects, Know More links and View All, with an h2 and no h1', () => {
    renderWithProviders(<FeaturedProjects />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Featured Projects' });
    expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(
      within(region)
        .getAllByRole('link', { name: /^Know More about / })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/view-project/comboseek', '/view-project/gohijazweb', '/view-project/tailorbhai', '/view-project/sms']);
    expect(within(region).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/projects');
    for (const img of region.querySelectorAll('img')) expect(img).toHaveAttribute('loading', 'lazy');
  });
});
