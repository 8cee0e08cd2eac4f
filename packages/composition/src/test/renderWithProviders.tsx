import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeRoot } from '@codecrush/ui';
import { MemoryRouter } from '@codecrush/ui/router';
import { PublicOriginContext } from '../config/PublicOriginContext';

export type RenderWithProvidersOptions = Omit<RenderOptions, 'wrapper'> & { route?: string; publicOrigin?: string };

/** The public origin tests render with: not the test page's own, so a test tells the two apart. */
const testPublicOrigin = 'https://www.codecrush.example';

/**
 * Renders under the site's theme, the public origin and a router at `route` (default `/`), as the
 * shell would.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', publicOrigin = testPublicOrigin, ...options }: RenderWithProvidersOptions = {},
) {
  return render(ui, {
    wrapper: ({ children }) => (
      <ThemeRoot>
        <PublicOriginContext.Provider value={publicOrigin}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </PublicOriginContext.Provider>
      </ThemeRoot>
    ),
    ...options,
  });
}
