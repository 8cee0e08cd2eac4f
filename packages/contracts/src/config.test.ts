import { checkSiteConfig, parseSiteConfig, resolveSiteConfig, SiteConfigError } from './config';

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

  it('accepts paths on the site itself (the one-origin layout), never a protocol-relative //host', () => {
    const oneOrigin = {
      remotes: { ...remotes, mf_blog: '/remotes/mf_blog/mf-manifest.json' },
      api: { baseUrl: '/api' },
      emailjs: { serviceId: 's', templateId: 't', publicKey: 'k', origin: '/api' },
    };
    expect(parseSiteConfig(oneOrigin).remotes.mf_blog).toBe('/remotes/mf_blog/mf-manifest.json');
    expect(problemsOf({ ...valid, remotes: { ...remotes, mf_blog: '//evil.example/mf-manifest.json' } })[0]?.key).toBe(
      'remotes.mf_blog',
    );
    expect(problemsOf({ ...valid, api: { baseUrl: '/\\evil.example' } })[0]?.key).toBe('api.baseUrl');
  });

  it('resolveSiteConfig makes site paths absolute against the page, keeping absolute URLs as written', () => {
    const config = parseSiteConfig({
      remotes: { ...remotes, mf_blog: '/remotes/mf_blog/releases/v2/mf-manifest.json' },
      api: { baseUrl: '/api' },
      emailjs: { serviceId: 's', templateId: 't', publicKey: 'k', origin: '/api' },
    });
    const resolved = resolveSiteConfig(config, 'https://www.example.com/view-blog/1');
    expect(resolved.remotes.mf_blog).toBe('https://www.example.com/remotes/mf_blog/releases/v2/mf-manifest.json');
    expect(resolved.remotes.mf_forms).toBe(remotes.mf_forms);
    expect(resolved.api.baseUrl).toBe('https://www.example.com/api');
    expect(resolved.emailjs.origin).toBe('https://www.example.com/api');
    expect(resolveSiteConfig(parseSiteConfig(valid), 'https://x.example/').emailjs.origin).toBe('');
  });

  it('accepts a canary of one remote with a whole-number weight from 0 to 100, and none by default', () => {
    expect(parseSiteConfig(valid).canary).toBeUndefined();
    const canary = { remote: 'mf_blog', url: 'http://localhost:3003/releases/v2/mf-manifest.json', weight: 20 };
    expect(parseSiteConfig({ ...valid, canary }).canary).toEqual(canary);
    for (const weight of [0, 100])
      expect(parseSiteConfig({ ...valid, canary: { ...canary, weight } }).canary?.weight).toBe(weight);
  });

  const release = '/remotes/mf_blog/releases/v2/mf-manifest.json';
  it.each([
    [
      { remote: 'mf_nope', url: release, weight: 10 },
      'canary.remote',
      'expected one of mf_marketing, mf_portfolio, mf_blog, mf_careers, mf_forms, got "mf_nope"',
    ],
    [
      { remote: 'mf_blog', url: 'ftp://x/mf-manifest.json', weight: 10 },
      'canary.url',
      'expected the http(s) URL of the remote\'s mf-manifest.json, or a path on the site (/…), got "ftp://x/mf-manifest.json"',
    ],
    [{ remote: 'mf_blog', url: release, weight: 101 }, 'canary.weight', 'expected at most 100, got 101'],
    [{ remote: 'mf_blog', url: release, weight: -1 }, 'canary.weight', 'expected at least 0, got -1'],
    [
      { remote: 'mf_blog', url: release, weight: 12.5 },
      'canary.weight',
      'expected a whole number from 0 to 100, got 12.5',
    ],
    [
      { remote: 'mf_blog', url: release, weight: '10' },
      'canary.weight',
      'expected a share of page loads from 0 to 100, got "10"',
    ],
    [{ remote: 'mf_blog', url: release }, 'canary.weight', 'is missing'],
  ])('rejects the canary %p, naming %s', (canary, key, message) => {
    expect(problemsOf({ ...valid, canary })).toEqual([{ key, message }]);
  });

  it.each([
    ['api', 'x', 'expected an object, got "x"'],
    [
      'api',
      { baseUrl: 'ftp://x' },
      'expected the http(s) URL of the email API, or a path on the site (/…), got "ftp://x"',
      'api.baseUrl',
    ],
    [
      'emailjs',
      { serviceId: '', templateId: 't', publicKey: 'k', origin: '' },
      'expected a non-empty string, got ""',
      'emailjs.serviceId',
    ],
    [
      'emailjs',
      { serviceId: 5, templateId: 't', publicKey: 'k', origin: '' },
      'expected a non-empty string, got 5',
      'emailjs.serviceId',
    ],
    [
      'emailjs',
      { serviceId: 's', templateId: 't', publicKey: 'k', origin: 'ftp://x' },
      'expected the http(s) URL of the EmailJS service, or a path on the site (/…), got "ftp://x"',
      'emailjs.origin',
    ],
    ['chatWidgetUrl', 'ftp://x', 'expected the http(s) URL of the chat widget script, got "ftp://x"'],
    ['devOverrideOrigins', 'x', 'expected a list of URLs, got "x"'],
    [
      'devOverrideOrigins',
      ['ftp://x'],
      'expected the http(s) URL of an allowed override origin, got "ftp://x"',
      'devOverrideOrigins.0',
    ],
    ['remoteTimeoutMs', 'abc', 'expected a number of milliseconds, got "abc"'],
    ['remoteTimeoutMs', 12.5, 'expected a whole number of milliseconds, got 12.5'],
    ['remoteTimeoutMs', 0, 'expected at least 1000 ms, got 0'],
    ['remoteTimeoutMs', 600_000, 'expected at most 60000 ms, got 600000'],
    ['healthSampleRate', 'all', 'expected a share from 0 to 1, got "all"'],
    ['healthSampleRate', -0.5, 'expected at least 0, got -0.5'],
    ['healthSampleRate', 2, 'expected at most 1, got 2'],
    ['devOverridesEnabled', 'yes', 'expected true or false, got "yes"'],
  ])('refuses %s = %p with the message a deployer reads', (key, value, message, at = key) => {
    expect(problemsOf({ ...valid, [key]: value })).toEqual([{ key: at, message }]);
  });

  it('resolveSiteConfig makes the canary URL absolute too', () => {
    const config = parseSiteConfig({
      ...valid,
      canary: { remote: 'mf_blog', url: '/remotes/mf_blog/releases/v2/mf-manifest.json', weight: 5 },
    });
    expect(resolveSiteConfig(config, 'https://www.example.com/about').canary).toEqual({
      remote: 'mf_blog',
      url: 'https://www.example.com/remotes/mf_blog/releases/v2/mf-manifest.json',
      weight: 5,
    });
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
    expect(() => parseSiteConfig({ remotes: {} })).toThrow(expect.objectContaining({ name: 'SiteConfigError' }));
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
