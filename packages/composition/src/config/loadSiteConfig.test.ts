import { SiteConfigError } from '@codecrush/contracts';
import { loadSiteConfig } from './loadSiteConfig';

const valid = {
  remotes: {
    mf_marketing: 'http://localhost:3001/mf-manifest.json',
    mf_portfolio: 'http://localhost:3002/mf-manifest.json',
    mf_blog: 'http://localhost:3003/mf-manifest.json',
    mf_careers: 'http://localhost:3004/mf-manifest.json',
    mf_forms: 'http://localhost:3005/mf-manifest.json',
  },
  api: { baseUrl: 'http://localhost:3100' },
};

/** The parts of a fetch Response the loader reads (jsdom has no Response). */
const answer = (status: number, body: () => unknown) => ({ ok: status < 400, status, json: async () => body() });
const fetchOf = (status: number, body: () => unknown) =>
  jest.fn(async () => answer(status, body)) as unknown as typeof fetch;

describe('loadSiteConfig', () => {
  it('fetches /site-config.json past every cache and fills the defaults', async () => {
    const fetchImpl = fetchOf(200, () => valid);
    const config = await loadSiteConfig(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/site-config.json', { cache: 'no-store' });
    expect(config.remotes).toEqual(valid.remotes);
    expect(config.remoteTimeoutMs).toBe(8000);
  });

  it('reports the status of a failed answer', async () => {
    await expect(loadSiteConfig(fetchOf(503, () => 'gone'))).rejects.toThrow(
      'site-config.json is invalid: (root): the server answered 503',
    );
  });

  it('refuses a body that is not JSON', async () => {
    const notJson = () => {
      throw new SyntaxError('Unexpected token <');
    };
    await expect(loadSiteConfig(fetchOf(200, notJson))).rejects.toThrow(
      'site-config.json is invalid: (root): is not valid JSON',
    );
  });

  it('refuses a config with a missing remote, naming it', async () => {
    const remotes: Partial<typeof valid.remotes> = { ...valid.remotes };
    delete remotes.mf_careers;
    const failure = loadSiteConfig(fetchOf(200, () => ({ ...valid, remotes })));
    await expect(failure).rejects.toBeInstanceOf(SiteConfigError);
    await expect(failure).rejects.toThrow('remotes.mf_careers: is missing');
  });
});
