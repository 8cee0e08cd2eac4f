import { exposedModules } from '@codecrush/contracts';

/** What the shell relies on: every module the contract declares is a page file with a default component. */
describe('mf_marketing keeps its contract', () => {
  it.each(exposedModules.marketing)('src/pages/%s default-exports a component', async (module) => {
    const loaded = (await import(`./pages/${module}`)) as { default?: unknown };
    expect(typeof loaded.default).toBe('function');
  });
});
