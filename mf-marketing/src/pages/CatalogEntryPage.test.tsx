import { screen } from '@testing-library/react';
import { renderWithProviders } from '@codecrush/ui/test';
import { Route, Routes } from '@codecrush/ui/router';
import { paths } from '@codecrush/contracts';
import IndustryPage from './IndustryPage';
import ResearchPage from './ResearchPage';
import ServicePage from './ServicePage';

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path={paths.serviceDetail} element={<ServicePage />} />
      <Route path={paths.research} element={<ResearchPage />} />
      <Route path={paths.industry} element={<IndustryPage />} />
    </Routes>,
    { route },
  );

describe('catalogue pages', () => {
  it.each([
    ['/all-services/view-service/web', 'Web Development'],
    ['/all-services/research&development/nlp', 'Natural Language Processing'],
    ['/all-services/industries/realstate', 'Real Estate'],
  ])('%s shows its entry', (route, title) => {
    renderAt(route);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['/all-services/view-service/nope', 'Service not found'],
    ['/all-services/research&development/toString', 'Service not found'],
    ['/all-services/industries/nope', 'Industry not found'],
  ])('%s shows %s', (route, title) => {
    renderAt(route);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
