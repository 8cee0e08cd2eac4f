import {
  clearOverrides,
  isAllowedOrigin,
  overrideStorageKey,
  parseOverride,
  resolveOverrides,
  validateOverrides,
} from './overrides';

const allowList = ['http://localhost', 'http://127.0.0.1'];
const enabled = { devOverridesEnabled: true, devOverrideOrigins: allowList };

describe('isAllowedOrigin', () => {
  it('allows any port of an allow-listed host without a port', () => {
    expect(isAllowedOrigin('http://localhost:4003/mf-manifest.json', allowList)).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:3003/mf-manifest.json', allowList)).toBe(true);
  });

  it('refuses other hosts, look-alike hosts, other protocols and junk', () => {
    expect(isAllowedOrigin('https://evil.example.com/mf-manifest.json', allowList)).toBe(false);
    expect(isAllowedOrigin('http://localhost.evil.example.com/x.json', allowList)).toBe(false);
    expect(isAllowedOrigin('https://localhost:3003/x.json', allowList)).toBe(false);
    expect(isAllowedOrigin('javascript:alert(1)', allowList)).toBe(false);
    expect(isAllowedOrigin('not a url', allowList)).toBe(false);
  });

  it('skips an allow-list entry that is not an address, and lets nothing through by it', () => {
    expect(isAllowedOrigin('http://localhost:4003/a.json', ['not an origin'])).toBe(false);
    expect(isAllowedOrigin('http://localhost:4003/a.json', ['not an origin', 'http://localhost'])).toBe(true);
  });

  it('pins the port when the entry names one', () => {
    expect(isAllowedOrigin('http://localhost:3003/a.json', ['http://localhost:3003'])).toBe(true);
    expect(isAllowedOrigin('http://localhost:4000/a.json', ['http://localhost:3003'])).toBe(false);
  });
});

describe('overrides', () => {
  it('parses name@url', () => {
    expect(parseOverride('mf_blog@http://localhost:4003/mf-manifest.json')).toEqual({
      remote: 'mf_blog',
      url: 'http://localhost:4003/mf-manifest.json',
    });
    expect(parseOverride('nothing-here')).toBeNull();
    expect(parseOverride('@http://localhost:4003/mf-manifest.json')).toBeNull();
  });

  it('skips a malformed override in the address and still applies the others', () => {
    window.localStorage.clear();
    const location = {
      search:
        '?mf-override=junk&mf-override=@http://localhost:4005/m.json&mf-override=mf_blog@http://localhost:4003/m.json',
    } as Location;
    expect(resolveOverrides(location, window.localStorage, enabled)).toEqual({
      accepted: { mf_blog: 'http://localhost:4003/m.json' },
      rejected: [],
      ignored: 0,
    });
  });

  it('ignores remembered overrides it cannot read: not JSON, not a map of addresses', () => {
    for (const stored of [
      '{not json',
      '"mf_blog@http://localhost:4003/m.json"',
      '42',
      JSON.stringify({ mf_blog: 7 }),
    ]) {
      window.localStorage.setItem(overrideStorageKey, stored);
      expect(resolveOverrides({ search: '' } as Location, window.localStorage, enabled)).toEqual({
        accepted: {},
        rejected: [],
        ignored: 0,
      });
    }
  });

  it('forgets every remembered override, and nothing else, on Clear (the override badge)', () => {
    window.localStorage.setItem(overrideStorageKey, JSON.stringify({ mf_blog: 'http://localhost:4003/m.json' }));
    window.localStorage.setItem('another-key', 'kept');
    clearOverrides(window.localStorage);
    expect(resolveOverrides({ search: '' } as Location, window.localStorage, enabled).accepted).toEqual({});
    expect(window.localStorage.getItem('another-key')).toBe('kept');
  });

  it('accepts allow-listed overrides of known remotes only', () => {
    const { accepted, rejected } = validateOverrides(
      [
        { remote: 'mf_blog', url: 'http://localhost:4003/mf-manifest.json' },
        { remote: 'mf_forms', url: 'https://evil.example.com/mf-manifest.json' },
        { remote: 'mf_unknown', url: 'http://localhost:4009/mf-manifest.json' },
      ],
      allowList,
    );
    expect(accepted).toEqual({ mf_blog: 'http://localhost:4003/mf-manifest.json' });
    expect(rejected.map((r) => r.reason)).toEqual(['origin not allowed', 'unknown remote']);
  });

  it('remembers accepted overrides and never stores refused ones', () => {
    window.localStorage.clear();
    const location = {
      search: '?mf-override=mf_blog@http://localhost:4003/m.json&mf-override=mf_forms@https://evil.example.com/m.json',
    } as Location;
    const result = resolveOverrides(location, window.localStorage, enabled);
    expect(result.rejected).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem(overrideStorageKey) ?? '{}')).toEqual({
      mf_blog: 'http://localhost:4003/m.json',
    });
    const later = resolveOverrides({ search: '' } as Location, window.localStorage, enabled);
    expect(later.accepted).toEqual({ mf_blog: 'http://localhost:4003/m.json' });
  });

  it('drops a stored override whose origin is no longer allowed', () => {
    window.localStorage.setItem(overrideStorageKey, JSON.stringify({ mf_blog: 'http://localhost:4003/m.json' }));
    const result = resolveOverrides({ search: '' } as Location, window.localStorage, {
      devOverridesEnabled: true,
      devOverrideOrigins: ['http://127.0.0.1'],
    });
    expect(result.accepted).toEqual({});
    expect(window.localStorage.getItem(overrideStorageKey)).toBeNull();
  });

  it('a deploy with overrides turned off ignores every override, even allow-listed ones, and forgets stored ones', () => {
    window.localStorage.setItem(overrideStorageKey, JSON.stringify({ mf_blog: 'http://localhost:4003/m.json' }));
    const location = { search: '?mf-override=mf_forms@http://localhost:4005/m.json' } as Location;
    const result = resolveOverrides(location, window.localStorage, { ...enabled, devOverridesEnabled: false });
    expect(result).toEqual({ accepted: {}, rejected: [], ignored: 2 });
    expect(window.localStorage.getItem(overrideStorageKey)).toBeNull();
    const nothingAsked = resolveOverrides({ search: '' } as Location, window.localStorage, {
      ...enabled,
      devOverridesEnabled: false,
    });
    expect(nothingAsked.ignored).toBe(0);
  });
});
