/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { ThemeRoot } from '@codecrush/ui';
import { PublicOriginContext } from '@codecrush/composition';
import { MemoryRouter } from '@codecrush/ui/router';
import { ShareRow } from './ShareRow';

/** The row as the prerenderer serves it: no window, no script. */
const served = (publicOrigin: string, route: string) =>
  renderToString(
    <ThemeRoot>
      <PublicOriginContext.Provider value={publicOrigin}>
        <MemoryRouter initialEntries={[route]}>
          <ShareRow />
        </MemoryRouter>
      </PublicOriginContext.Provider>
    </ThemeRoot>,
  );

describe('ShareRow as served', () => {
  it("carries the page's whole public address in every share link, before any script runs", () => {
    const html = served('https://www.codecrush.tech', '/view-blog/4');
    const encoded = encodeURIComponent('https://www.codecrush.tech/view-blog/4');
    expect(html).toContain(`href="https://twitter.com/intent/tweet?url=${encoded}"`);
    expect(html).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${encoded}"`);
    expect(html).toContain(`href="https://www.linkedin.com/sharing/share-offsite/?url=${encoded}"`);
    expect(html).not.toContain('url=%2Fview-blog');
  });

  it('takes the origin it is given, with or without a trailing slash', () => {
    const encoded = encodeURIComponent('https://staging.codecrush.tech/view-blog/2');
    expect(served('https://staging.codecrush.tech/', '/view-blog/2')).toContain(`tweet?url=${encoded}"`);
  });
});
