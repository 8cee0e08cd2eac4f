import assert from 'node:assert/strict';
import type { ElementState, Query } from './agent/types';
import type { EnginePage } from './driver';
import { eventually } from './eventually';

/** Copy of the shell and the shared fallback the flows look for. */
export const siteText = {
  unavailable: 'This section is temporarily unavailable',
  tryAgain: 'Try again',
  notFound: 'Page not found',
} as const;

const main: Query = { role: 'main' };
export const banner: Query = { role: 'banner' };
export const mainNavigation: Query = { role: 'navigation', name: 'Main', within: banner };
const pageHeadingQuery: Query = { role: 'heading', level: 1, within: main };
export const inMain = (query: Omit<Query, 'within'>): Query => ({ ...query, within: main });

/** The shell marked the page live: hydrated (a prerendered page) or rendered. */
export const expectAppReady = (page: EnginePage) =>
  eventually(`${page.engine}: the app is live (html[data-app-ready])`, async () =>
    assert.equal(await page.ask('appReady'), true),
  );

/** The visible elements `query` finds, once there is at least one. */
export const expectVisible = (page: EnginePage, query: Query, what: string): Promise<ElementState[]> =>
  eventually(`${page.engine}: ${what} is visible`, async () => {
    const visible = (await page.ask('states', query)).filter((state) => state.visible);
    assert.ok(visible.length > 0, `${JSON.stringify(query)} finds nothing visible`);
    return visible;
  });

export const expectNone = (page: EnginePage, query: Query, what: string) =>
  eventually(`${page.engine}: ${what} is gone`, async () => assert.equal(await page.ask('count', query), 0));

export const expectPath = (page: EnginePage, pathname: string) =>
  eventually(`${page.engine}: the address is ${pathname}`, async () =>
    assert.equal((await page.ask('location')).pathname, pathname),
  );

/** The layout around every page: header with the main navigation, main area, footer. */
export async function expectLayout(page: EnginePage) {
  await expectVisible(page, banner, 'the header');
  await eventually(`${page.engine}: the main navigation`, async () =>
    assert.equal(await page.ask('count', { ...mainNavigation, includeHidden: true }), 1),
  );
  await expectVisible(page, main, 'the main area');
  await expectVisible(page, { role: 'contentinfo' }, 'the footer');
}

/** The page's own h1 (not a skeleton, not the fallback), and its text. */
export async function expectPageHeading(page: EnginePage, text?: string): Promise<string> {
  return eventually(`${page.engine}: the page's h1${text ? ` "${text}"` : ''}`, async () => {
    const [heading, ...others] = (await page.ask('states', pageHeadingQuery)).filter((state) => state.visible);
    assert.ok(heading, 'no visible h1 in the main area');
    assert.equal(others.length, 0, 'more than one h1');
    assert.notEqual(heading.text, siteText.unavailable);
    if (text === undefined) assert.match(heading.text, /\S/);
    else assert.equal(heading.text, text);
    return heading.text;
  });
}

/** No uncaught error, unhandled rejection or console.error since the last check. */
export async function expectNoErrors(page: EnginePage) {
  assert.deepEqual(await page.takeErrors(), [], `${page.engine}: errors in the page`);
}

/** A visible element `query` finds whose text contains `text` (a toast, a message). */
export const expectText = (page: EnginePage, query: Query, text: string) =>
  eventually(`${page.engine}: "${text}"`, async () => {
    const states = await page.ask('states', query);
    assert.ok(
      states.some((state) => state.visible && state.text.includes(text)),
      `no visible ${query.role} says "${text}" (${JSON.stringify(states.map((state) => state.text))})`,
    );
  });
