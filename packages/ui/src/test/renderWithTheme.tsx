import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '../router';
import { ThemeRoot } from '../theme/ThemeRoot';

/**
 * The design system's own tests: renders under the site's theme and a router at `route` (default
 * `/`). The apps' tests render as the shell would with `@codecrush/composition/test`.
 */
export function renderWithTheme(
  ui: ReactElement,
  { route = '/', ...options }: Omit<RenderOptions, 'wrapper'> & { route?: string } = {},
) {
  return render(ui, {
    wrapper: ({ children }) => (
      <ThemeRoot>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </ThemeRoot>
    ),
    ...options,
  });
}
