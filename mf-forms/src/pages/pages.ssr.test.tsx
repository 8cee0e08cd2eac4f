/**
 * @jest-environment node
 */
import type { Readable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { ThemeRoot } from '@codecrush/ui';
import { SiteConfigContext } from '@codecrush/composition';
import { MemoryRouter } from '@codecrush/ui/router';
import { testConfig } from '../test/renderWithConfig';
import ContactForm from './ContactForm';
import ContactPage from './ContactPage';
import InternshipPage from './InternshipPage';
import RemoteResourcesPage from './RemoteResourcesPage';

async function text(stream: NodeJS.ReadableStream | Readable) {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

describe('every page renders in Node, deterministically', () => {
  it.each([
    ['/contact', ContactPage],
    ['/remote-resources', RemoteResourcesPage],
    ['/careers/internship/apply', InternshipPage],
    ['/', ContactForm],
  ] as const)('%s', async (route, Page) => {
    // As the prerenderer renders: waiting for every island (the form's code is a lazy chunk).
    const render = async () =>
      text(
        (
          await prerenderToNodeStream(
            <ThemeRoot>
              <SiteConfigContext.Provider value={testConfig}>
                <MemoryRouter initialEntries={[route]}>
                  <Page />
                </MemoryRouter>
              </SiteConfigContext.Provider>
            </ThemeRoot>,
            { progressiveChunkSize: Number.POSITIVE_INFINITY },
          )
        ).prelude,
      );
    expect(typeof window).toBe('undefined');
    const html = await render();
    expect(html).toContain('<form');
    expect(await render()).toBe(html);
  });
});
