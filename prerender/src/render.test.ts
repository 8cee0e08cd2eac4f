/**
 * Node's environment (the prerenderer runs in Node), as StrykerJS provides it so a mutation run
 * sees which test reaches which code; outside a run it is jest's Node environment.
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import { createElement } from 'react';
import { usePageMeta } from '@codecrush/ui';
import type { RemoteComponentModule, RemoteModuleLoader } from '@codecrush/composition';
import { parseSiteConfig } from '@codecrush/contracts';
import { RemoteRenderError } from './federation';
import { notFoundContent } from 'shell/server';
import { renderRoute } from './render';
import { concreteRoutes } from './routes';
import type { ConcreteRoute } from './routes';

const origin = 'https://www.codecrush.tech';
const config = parseSiteConfig({
  remotes: Object.fromEntries(
    ['mf_marketing', 'mf_portfolio', 'mf_blog', 'mf_careers', 'mf_forms'].map((name) => [
      name,
      `/remotes/${name}/mf-manifest.json`,
    ]),
  ),
  api: { baseUrl: '/api' },
});
const route = (path: string) => concreteRoutes().find((r) => r.path === path) as ConcreteRoute;

/** Every remote module a stand-in page that declares its meta and shows styled text. */
function StandIn() {
  usePageMeta({ title: 'Stand-in title', description: 'Stand-in description' });
  return createElement('p', { className: 'stand-in' }, 'Stand-in page');
}
const loader: RemoteModuleLoader = async () => ({ default: StandIn }) as RemoteComponentModule;

describe('rendering one route', () => {
  it("renders the remote page inside the shell, with the page's meta and its critical styles", async () => {
    const rendered = await renderRoute(route('/careers'), config, origin, loader);
    expect(rendered.body).toContain('<p class="stand-in">Stand-in page</p>');
    expect(rendered.body).toContain('<main');
    expect(rendered.meta).toEqual({ title: 'Stand-in title', description: 'Stand-in description' });
    // The critical styles are exactly the rules of the classes in the markup.
    const classes = [...rendered.body.matchAll(/class="(css-[a-z0-9]+)/g)].map((m) => m[1]);
    expect(classes.length).toBeGreaterThan(0);
    for (const name of classes) expect(rendered.styles).toContain(`.${String(name)}{`);
    expect(rendered.styles).toMatch(/^<style data-served-styles="css-global /);
  }, 30_000);

  it('renders the not-found page for the not-found route', async () => {
    const notFound = concreteRoutes().at(-1) as ConcreteRoute;
    const rendered = await renderRoute(notFound, config, origin, loader);
    expect(rendered.body).toContain(notFoundContent.title);
    expect(rendered.body).not.toContain('Stand-in page');
  }, 30_000);

  it('fails the route, naming its module and path, when its remote does not load', async () => {
    const failing: RemoteModuleLoader = async (id) => {
      throw new Error(`${id} is down`);
    };
    const careers = route('/careers');
    const rendering = renderRoute(careers, config, origin, failing);
    await expect(rendering).rejects.toThrow(RemoteRenderError);
    const error = await renderRoute(careers, config, origin, failing).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(RemoteRenderError);
    const module = String(careers.module);
    expect((error as Error).message).toBe(`${module} failed to render /careers: ${module} is down`);
    expect(((error as Error).cause as Error).message).toBe(`${module} is down`);
  }, 30_000);
});
