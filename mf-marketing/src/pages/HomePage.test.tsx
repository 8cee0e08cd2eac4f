import { screen, within } from '@testing-library/react';
import { RemoteModuleCache, RemoteModuleCacheContext } from '@codecrush/composition';
import type { RemoteModuleLoader } from '@codecrush/composition';
import { renderWithProviders } from '@codecrush/composition/test';
import HomePage from './HomePage';

function BlogTeaser() {
  return <h2>From Our Blog</h2>;
}

/** The blog fragment loads; the portfolio and forms remotes are refused. */
const loader: RemoteModuleLoader = (id) =>
  id === 'mf_blog/BlogTeaser' ? Promise.resolve({ default: BlogTeaser }) : Promise.reject(new Error('refused'));

describe('HomePage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined)); // the caught failures
  afterEach(() => jest.restoreAllMocks());

  it('renders every block in order, with one h1, and a refused fragment only falls back', async () => {
    renderWithProviders(
      <RemoteModuleCacheContext.Provider value={new RemoteModuleCache(loader)}>
        <HomePage />
      </RemoteModuleCacheContext.Provider>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The blocks below the hero are a lazily imported module (slow to transform on a first jest run).
    expect(await screen.findByRole('region', { name: 'Our Leadership' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'From Our Blog' })).toBeInTheDocument();
    const fallbacks = await screen.findAllByText('This section is temporarily unavailable');
    expect(fallbacks).toHaveLength(2); // featured projects and the contact block

    const hero = screen.getByRole('region', { name: 'Highlights' });
    const order = screen
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => !hero.contains(heading))
      .map((heading) => heading.textContent);
    expect(order).toEqual([
      'Collaborations & Partnerships',
      'A Journey of 2 Years',
      'Services, Research and Industries',
      'Our Leadership',
      'Life at CodeCrush',
      'From Our Blog',
    ]);
    const leadership = screen.getByRole('region', { name: 'Our Leadership' });
    expect(within(leadership).getAllByRole('link', { name: /on LinkedIn$/ })).toHaveLength(3);
  });
});
