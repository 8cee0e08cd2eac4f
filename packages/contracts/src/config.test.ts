import { checkSiteConfig, parseSiteConfig, SiteConfigError } from './config';

const remotes = {
  mf_marketing: 'http://localhost:3001/mf-manifest.json',
  mf_portfolio: 'http://localhost:3002/mf-manifest.json',
  mf_blog: 'http://localhost:3003/mf-manifest.json',
  mf_careers: 'http://localhost:3004/mf-manifest.json',
  mf_forms: 'http://localhost:3005/mf-manifest.json',
};
const valid = { remotes, api: { baseUrl: 'http://localhost:3100' } };

const problemsOf = (raw: unknown) => {
  const result = checkSiteConfig(raw);
  if (result.ok) throw new Error('expected the config to be refused');
  return result.problems;
};

describe('site config schema', () => {
  it('accepts a minimal config and fills the defaults', () => {
    const config = parseSiteConfig(valid);
    expect(config.remoteTimeoutMs).toBe(8000);
    expect(config.devOverridesEnabled).toBe(false);
    expect(config.devOverrideOrigins).toEqual([]);
    expect(config.chatWidgetUrl).toBe('');
  });

  it('rejects a missing remote, naming it', () => {
    const others: Partial<typeof remotes> = { ...remotes };
    delete others.mf_blog;
    expect(problemsOf({ ...valid, remotes: others })).toEqual([
      { key: 'remotes.mf_blog', message: expect.stringContaining('is missing') },
    ]);
  });

  it('rejects an unknown remote (a typo must not be dropped silently)', () => {
    const problems = problemsOf({ ...valid, remotes: { ...remotes, mf_blgo: remotes.mf_blog } });
    expect(problems.map((p) => p.key)).toEqual(['remotes']);
    expect(problems[0]?.message).toContain('mf_blgo');
  });

  it('rejects a remote URL that is not a URL, naming the key and the value', () => {
    expect(problemsOf({ ...valid, remotes: { ...remotes, mf_forms: 'localhost:3005' } })).toEqual([
      { key: 'remotes.mf_forms', message: expect.stringMatching(/http\(s\) URL.*got "localhost:3005"/) },
    ]);
    expect(problemsOf({ ...valid, api: { baseUrl: 'javascript:alert(1)' } })[0]?.key).toBe('api.baseUrl');
  });

  it.each([['abc'], [Number.NaN], [12.5], [0], [600_000]])('rejects the timeout %p, naming the key', (value) => {
    const problems = problemsOf({ ...valid, remoteTimeoutMs: value });
    expect(problems.map((p) => p.key)).toEqual(['remoteTimeoutMs']);
  });

  it('rejects a non-boolean devOverridesEnabled', () => {
    expect(problemsOf({ ...valid, devOverridesEnabled: 'on' })[0]).toEqual({
      key: 'devOverridesEnabled',
      message: 'expected true or false, got "on"',
    });
  });

  it('throws one error that lists every problem, each with its key', () => {
    expect(() => parseSiteConfig('nope')).toThrow(/\(root\)/);
    expect(() => parseSiteConfig({ remotes: {} })).toThrow(SiteConfigError);
    expect(() => parseSiteConfig({ remotes: {} })).toThrow(/remotes\.mf_marketing: is missing.*; api: is missing/);
    expect(problemsOf({ remotes: {} }).map((p) => p.key)).toEqual([
      'remotes.mf_marketing',
      'remotes.mf_portfolio',
      'remotes.mf_blog',
      'remotes.mf_careers',
      'remotes.mf_forms',
      'api',
    ]);
  });
});
