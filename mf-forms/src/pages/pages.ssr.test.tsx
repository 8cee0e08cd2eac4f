/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { SiteConfigContext, ThemeRoot } from '@codecrush/ui';
import { MemoryRouter } from '@codecrush/ui/router';
import { testConfig } from '../test/renderWithConfig';
import ContactForm from './ContactForm';
import ContactPage from './ContactPage';
import InternshipPage from './InternshipPage';
import RemoteResourcesPage from './RemoteResourcesPage';

describe('every page renders in Node, deterministically', () => {
  it.each([
    ['/contact', ContactPage],
    ['/remote-resources', RemoteResourcesPage],
    ['/careers/internship/apply', InternshipPage],
    ['/', ContactForm],
  ] as const)('%s', (route, Page) => {
    const render = () =>
      renderToString(
        <ThemeRoot>
          <SiteConfigContext.Provider value={testConfig}>
            <MemoryRouter initialEntries={[route]}>
              <Page />
            </MemoryRouter>
          </SiteConfigContext.Provider>
        </ThemeRoot>,
      );
    expect(typeof window).toBe('undefined');
    const html = render();
    expect(html).toContain('<form');
    expect(render()).toBe(html);
  });
});
