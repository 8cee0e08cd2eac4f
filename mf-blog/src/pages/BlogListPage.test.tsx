import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@codecrush/composition/test';
import { Route, Routes, useLocation } from '@codecrush/ui/router';
import { paths } from '@codecrush/contracts';
import BlogListPage from './BlogListPage';

function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

function renderList(route: string = paths.blogList) {
  return renderWithProviders(
    <Routes>
      <Route
        path={paths.blogList}
        element={
          <>
            <BlogListPage />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

const cardTitles = () =>
  within(screen.getByRole('region', { name: 'Latest Articles' }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('BlogListPage', () => {
  it('shows the banner, search, categories and all six cards by default', () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'View All' })).toHaveAttribute('aria-pressed', 'true');
    for (const name of ['Design', 'Product', 'Software Development', 'Customer Success', 'Leadership', 'Management']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    expect(cardTitles()).toHaveLength(6);
  });

  it('filters by search text (case-insensitive) and keeps it in the URL', async () => {
    const user = userEvent.setup();
    renderList();
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'MOBILE APP');
    expect(cardTitles()).toEqual(['The Future of Mobile App Development']);
    expect(screen.getByTestId('search')).toHaveTextContent('?q=MOBILE+APP');
  });

  it('filters by category and shows the empty text when nothing matches', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole('button', { name: 'Design' }));
    expect(screen.getByRole('button', { name: 'Design' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('No blogs found for this category or search.')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?category=Design');

    await user.click(screen.getByRole('button', { name: 'Show all articles' }));
    expect(cardTitles()).toHaveLength(6);
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
  });

  it('restores the filter from the URL', () => {
    renderList('/all-blogs?q=custom&category=Software+Development');
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('custom');
    expect(screen.getByRole('button', { name: 'Software Development' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual([
      'The Power of Custom Software Services',
      'Transform Your Business with Custom Software Solutions',
    ]);
  });

  it('shows the empty text for a search without a match', () => {
    renderList('/all-blogs?q=zzzz-nothing');
    expect(screen.getByText('No blogs found for this category or search.')).toBeInTheDocument();
    expect(cardTitles()).toEqual([]);
  });

  it('links every card to its article', () => {
    renderList();
    expect(screen.getByRole('link', { name: 'The Power of Custom Software Services' })).toHaveAttribute(
      'href',
      '/view-blog/2',
    );
  });
});
