import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '../router';
import { ThemeRoot } from '../theme/ThemeRoot';

export type RenderWithProvidersOptions = Omit<RenderOptions, 'wrapper'> & { route?: string };

/** Renders under the site's theme and a router at `route` (default `/`), as the shell would. */
export function renderWithProviders(ui: ReactElement, { route = '/', ...options }: RenderWithProvidersOptions = {}) {
  return render(ui, {
    wrapper: ({ children }) => (
      <ThemeRoot>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </ThemeRoot>
    ),
    ...options,
  });
}
