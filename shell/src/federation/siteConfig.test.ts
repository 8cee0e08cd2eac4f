import { loadSiteConfig, parseSiteConfig, SiteConfigError } from './siteConfig';

const valid = {
  remotes: { mf_blog: 'http://localhost:3003/mf-manifest.json' },
  api: { baseUrl: 'http://localhost:3100' },
};

describe('parseSiteConfig', () => {
  it('fills optional parts with safe defaults', () => {
    const config = parseSiteConfig(valid);
    expect(config.chatWidgetUrl).toBe('');
    expect(config.devOverridesEnabled).toBe(false);
    expect(config.devOverrideOrigins).toEqual([]);
    expect(config.remoteTimeoutMs).toBe(8000);
  });

  it.each([
    ['not an object', 'nope'],
    ['remotes missing', { api: valid.api }],
    ['a remote URL that is not a string', { ...valid, remotes: { mf_blog: 3 } }],
    ['api.baseUrl missing', { remotes: valid.remotes, api: {} }],
  ])('rejects a config with %s', (_label, raw) => {
    expect(() => parseSiteConfig(raw)).toThrow(SiteConfigError);
  });
});

/** The parts of a fetch Response the loader reads (jsdom has no Response). */
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });

describe('loadSiteConfig', () => {
  it('fetches /site-config.json past every cache', async () => {
    const fetchImpl = jest.fn(async () => answer(200, valid));
    const config = await loadSiteConfig(fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith('/site-config.json', { cache: 'no-store' });
    expect(config.remotes).toEqual(valid.remotes);
  });

  it('reports the status of a failed answer', async () => {
    const fetchImpl = jest.fn(async () => answer(503, 'gone'));
    await expect(loadSiteConfig(fetchImpl as unknown as typeof fetch)).rejects.toThrow('503');
  });
});
