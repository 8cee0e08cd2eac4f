import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from '@codecrush/ui/router';
import { useLocationFilter } from './useLocationFilter';

/** The hook under a router whose history holds `entries` (the last one current), with the address and navigate beside it. */
function renderFilter(entries: string[]) {
  return renderHook(() => ({ filter: useLocationFilter(), address: useLocation(), navigate: useNavigate() }), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        {children}
      </MemoryRouter>
    ),
  });
}

describe('useLocationFilter', () => {
  it('reads the location from the URL (All when there is none)', () => {
    expect(renderFilter(['/careers?location=Remote']).result.current.filter.location).toBe('Remote');
    expect(renderFilter(['/careers']).result.current.filter.location).toBe('All');
  });

  it('makes each choice a history entry of its own, keeping the other parameters', () => {
    const { result } = renderFilter(['/careers?ref=feed']);
    act(() => result.current.filter.setLocation('Islamabad'));
    expect(result.current.address.search).toBe('?ref=feed&location=Islamabad');
    act(() => result.current.filter.setLocation('Remote'));
    expect(result.current.filter.location).toBe('Remote');
    act(() => result.current.navigate(-1));
    expect(result.current.filter.location).toBe('Islamabad');
    act(() => result.current.navigate(-1));
    expect(result.current.address.search).toBe('?ref=feed');
  });

  it('All drops the parameter, written on the latest address', () => {
    const { result } = renderFilter(['/careers?location=Remote']);
    act(() => result.current.navigate('/careers?location=Remote&ref=feed'));
    act(() => result.current.filter.setLocation('All'));
    expect(result.current.filter.location).toBe('All');
    expect(result.current.address.search).toBe('?ref=feed');
  });
});
