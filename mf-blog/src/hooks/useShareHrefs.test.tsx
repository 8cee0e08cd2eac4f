import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PublicOriginContext } from '@codecrush/composition';
import { renderWithProviders } from '@codecrush/composition/test';
import { MemoryRouter, useNavigate } from '@codecrush/ui/router';
import { shareUrl } from '../lib/shareUrls';
import { useShareHrefs } from './useShareHrefs';

const publicOrigin = 'https://www.codecrush.example';

/** Share links of the two kinds the hook reads, a link of an unknown target and a plain one. */
function Links({ goTo }: { goTo: string }) {
  const { containerRef, pageUrl } = useShareHrefs<HTMLDivElement>();
  const navigate = useNavigate();
  return (
    <div ref={containerRef}>
      <a data-share-target="x" href={shareUrl('x', pageUrl)}>
        X
      </a>
      <a data-share-target="linkedin" href="/linkedin">
        LinkedIn
      </a>
      <a data-share-target="email" href="mailto:team@example.com">
        Email
      </a>
      <a href="/plain">Plain</a>
      <output>{pageUrl}</output>
      <button type="button" onClick={() => navigate(goTo)}>
        Go
      </button>
    </div>
  );
}

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useShareHrefs', () => {
  it("gives the page's address on the public site: its origin, the path, the query and the fragment", () => {
    renderWithProviders(<Links goTo="/" />, { route: '/view-blog/2?ref=mail#share', publicOrigin });
    expect(screen.getByRole('status')).toHaveTextContent(`${publicOrigin}/view-blog/2?ref=mail#share`);
  });

  it("points the share links at the address in the visitor's address bar once live, and no other link", () => {
    window.history.replaceState(null, '', '/view-blog/2?ref=mail');
    renderWithProviders(<Links goTo="/" />, { route: '/view-blog/2', publicOrigin });
    expect(href('X')).toBe(shareUrl('x', 'http://localhost/view-blog/2?ref=mail'));
    expect(href('LinkedIn')).toBe(shareUrl('linkedin', 'http://localhost/view-blog/2?ref=mail'));
    expect(href('Email')).toBe('mailto:team@example.com');
    expect(href('Plain')).toBe('/plain');
  });

  it('follows the address when the page moves on (path, query or fragment)', () => {
    renderWithProviders(<Links goTo="/view-blog/3?ref=feed#top" />, { route: '/view-blog/2', publicOrigin });
    expect(href('LinkedIn')).toBe(shareUrl('linkedin', 'http://localhost/'));
    // The browser's address bar moves with the router's location.
    window.history.replaceState(null, '', '/view-blog/3?ref=feed#top');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    });
    expect(href('LinkedIn')).toBe(shareUrl('linkedin', 'http://localhost/view-blog/3?ref=feed#top'));
    expect(screen.getByRole('status')).toHaveTextContent(`${publicOrigin}/view-blog/3?ref=feed#top`);
  });

  it('does nothing while its container is not in the page', () => {
    const { result } = renderHook(() => useShareHrefs<HTMLDivElement>(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <PublicOriginContext.Provider value={publicOrigin}>
          <MemoryRouter initialEntries={['/view-blog/1']}>{children}</MemoryRouter>
        </PublicOriginContext.Provider>
      ),
    });
    expect(result.current.containerRef.current).toBeNull();
    expect(result.current.pageUrl).toBe(`${publicOrigin}/view-blog/1`);
  });
});
