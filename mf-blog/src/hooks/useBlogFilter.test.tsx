import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from '@codecrush/ui/router';
import { useBlogFilter } from './useBlogFilter';

/** The hook under a router whose history holds `entries` (the last one current), with the location and navigate beside it. */
function renderFilter(entries: string[]) {
  return renderHook(() => ({ ...useBlogFilter(), location: useLocation(), navigate: useNavigate() }), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        {children}
      </MemoryRouter>
    ),
  });
}

describe('useBlogFilter', () => {
  it('reads the filter from the URL', () => {
    const { result } = renderFilter(['/all-blogs?q=custom&category=Design']);
    expect(result.current.filter).toEqual({ query: 'custom', category: 'Design' });
  });

  it('types the search into the current history entry, keeping the other parameters', () => {
    const { result } = renderFilter(['/home', '/all-blogs?category=Design']);
    act(() => result.current.setQuery('mobile'));
    expect(result.current.location.search).toBe('?category=Design&q=mobile');
    expect(result.current.filter).toEqual({ query: 'mobile', category: 'Design' });
    act(() => result.current.setQuery('mobile app'));
    expect(result.current.filter.query).toBe('mobile app');
    act(() => result.current.navigate(-1));
    expect(result.current.location.pathname).toBe('/home');
  });

  it('makes each category choice a history entry of its own, keeping the search', () => {
    const { result } = renderFilter(['/home', '/all-blogs?q=app']);
    act(() => result.current.setCategory('Design'));
    expect(result.current.location.search).toBe('?q=app&category=Design');
    act(() => result.current.setCategory('Product'));
    expect(result.current.filter).toEqual({ query: 'app', category: 'Product' });
    act(() => result.current.navigate(-1));
    expect(result.current.location.search).toBe('?q=app&category=Design');
  });

  it('reads the latest address each time: a search and a category chosen one after the other keep each other', () => {
    const { result } = renderFilter(['/all-blogs']);
    act(() => result.current.setCategory('Design'));
    act(() => result.current.setQuery('ux'));
    expect(result.current.location.search).toBe('?category=Design&q=ux');
    act(() => result.current.setCategory('Product'));
    expect(result.current.location.search).toBe('?category=Product&q=ux');
  });

  it('reset drops the search and the category (a new history entry), keeping the other parameters', () => {
    const { result } = renderFilter(['/all-blogs?q=app']);
    act(() => result.current.navigate('/all-blogs?q=app&category=Design&page=3'));
    act(() => result.current.reset());
    expect(result.current.location.search).toBe('?page=3');
    expect(result.current.filter).toEqual({ query: '', category: 'View All' });
    act(() => result.current.navigate(-1));
    expect(result.current.location.search).toBe('?q=app&category=Design&page=3');
  });
});
