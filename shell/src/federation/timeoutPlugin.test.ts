import { createInstance } from '@module-federation/enhanced/runtime';
import { timeoutPlugin } from './timeoutPlugin';

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;

/** The plugin's fetch hook, run with `fake` standing in for the network. */
function fetchHookOf(plugin: ReturnType<typeof timeoutPlugin>): FetchHook {
  const hook = plugin.fetch;
  if (!hook) throw new Error('the plugin has no fetch hook');
  return (url, init) =>
    Promise.resolve(hook(url, init)).then((response) => {
      if (!(response instanceof Response)) throw new Error('the hook answered without a response');
      return response;
    });
}

const manifest = { name: 'mf_blog', metaData: { buildInfo: { buildVersion: 'b-42' } } };
const seen: RequestInit[] = [];
let answer: (init: RequestInit) => Promise<Response>;

beforeEach(() => {
  seen.length = 0;
  window.fetch = (_input, init = {}) => {
    seen.push(init);
    return answer(init);
  };
});
afterEach(() => Reflect.deleteProperty(window, 'fetch'));

describe('timeoutPlugin: manifests', () => {
  it('asks past every cache for the manifest, keeping what the runtime asked for', async () => {
    answer = async () => Response.json(manifest);
    const response = await fetchHookOf(timeoutPlugin(8000))('http://b/mf-manifest.json', { method: 'GET' });
    expect(await response.json()).toEqual(manifest);
    expect(seen[0]).toMatchObject({ method: 'GET', cache: 'no-cache' });
  });

  it('gives up on a manifest that never answers once the time limit has passed', async () => {
    answer = (init) =>
      new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const started = performance.now();
    await expect(fetchHookOf(timeoutPlugin(50))('http://b/mf-manifest.json', {})).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('hands every manifest it fetched to the status panel (its build id)', async () => {
    answer = async () => Response.json(manifest);
    const manifests: unknown[] = [];
    await fetchHookOf(timeoutPlugin(8000, (raw) => manifests.push(raw)))('http://b/mf-manifest.json', {});
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(manifests).toEqual([manifest]);
  });

  it('hands over neither a failed answer nor one that is not JSON, and still returns them to the runtime', async () => {
    const manifests: unknown[] = [];
    const hook = fetchHookOf(timeoutPlugin(8000, (raw) => manifests.push(raw)));
    answer = async () => Response.json(manifest, { status: 404 });
    expect((await hook('http://b/mf-manifest.json', {})).status).toBe(404);
    answer = async () => new Response('<html>not a manifest</html>');
    expect(await (await hook('http://b/mf-manifest.json', {})).text()).toBe('<html>not a manifest</html>');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(manifests).toEqual([]);
  });
});

describe('timeoutPlugin: remote entry scripts', () => {
  it('loads a remote entry without blocking the page, as an anonymous CORS request, within the same time limit', () => {
    const created = timeoutPlugin(1234).createScript?.({ url: 'http://b/remoteEntry.js' });
    if (!created || !('script' in created) || !created.script) throw new Error('no script was created');
    expect(created.timeout).toBe(1234);
    expect(created.script.src).toBe('http://b/remoteEntry.js');
    expect(created.script.async).toBe(true);
    expect(created.script.crossOrigin).toBe('anonymous');
  });
});

describe('timeoutPlugin on a federation runtime instance', () => {
  it('registers by its name, and the runtime fetches remote manifests through it', async () => {
    const manifests: unknown[] = [];
    answer = async () => Response.json(manifest);
    const instance = createInstance({
      name: 'timeout_plugin_host',
      remotes: [{ name: 'mf_blog', entry: 'http://b/mf-manifest.json' }],
      plugins: [timeoutPlugin(8000, (raw) => manifests.push(raw))],
    });
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The manifest above is not a whole one: the runtime refuses it after the fetch, which is what is read here.
    await instance.loadRemote('mf_blog/Page').catch(() => undefined);
    expect(warnings.mock.calls.flat().map(String).join(' ')).toMatch(/not a valid Module Federation manifest/);
    warnings.mockRestore();
    expect(seen[0]).toMatchObject({ cache: 'no-cache' });
    expect(seen[0]?.signal).toBeInstanceOf(AbortSignal);
    expect(manifests).toEqual([manifest]);
  });
});
