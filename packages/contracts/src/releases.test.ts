import { parseSiteConfig } from './config';
import {
  buildIdPattern,
  canaryRenderConfig,
  plainManifestUrl,
  releaseFileOfPath,
  releaseIdOfManifestUrl,
  releaseManifestUrl,
} from './releases';

const plain = 'http://localhost:3003/mf-manifest.json';
const oneOrigin = '/remotes/mf_blog/mf-manifest.json';

describe('a release URL is written and read in one place', () => {
  it('writes a release beside the plain build, per port and on one origin; null is the plain build', () => {
    expect(releaseManifestUrl(plain, 'b-42')).toBe('http://localhost:3003/releases/b-42/mf-manifest.json');
    expect(releaseManifestUrl(oneOrigin, 'b-42')).toBe('/remotes/mf_blog/releases/b-42/mf-manifest.json');
    expect(releaseManifestUrl(plain, null)).toBe(plain);
  });

  it('reads back the id it wrote, with or without a query, absolute or a path', () => {
    for (const base of [plain, oneOrigin]) {
      const url = releaseManifestUrl(base, '2026.11.28_a-1');
      expect(releaseIdOfManifestUrl(url)).toBe('2026.11.28_a-1');
      expect(releaseIdOfManifestUrl(`${url}?v=2#x`)).toBe('2026.11.28_a-1');
      expect(plainManifestUrl(url)).toBe(base);
    }
  });

  it('a plain build, another file, or a folder name that is no build id has no release', () => {
    expect(releaseIdOfManifestUrl(plain)).toBeUndefined();
    expect(releaseIdOfManifestUrl('http://localhost:3003/releases/b-42/remoteEntry.js')).toBeUndefined();
    expect(releaseIdOfManifestUrl('http://localhost:3003/releases/-bad/mf-manifest.json')).toBeUndefined();
    expect(releaseIdOfManifestUrl('/releases/a%20b/mf-manifest.json')).toBeUndefined();
    expect(releaseIdOfManifestUrl('/releases/b-42/mf-manifest.json.bak')).toBeUndefined();
    expect(releaseIdOfManifestUrl('/releases/b-42/mf-manifestXjson')).toBeUndefined();
    expect(plainManifestUrl('/releases/b-42/mf-manifest.json.bak')).toBe('/releases/b-42/mf-manifest.json.bak');
    expect(plainManifestUrl(plain)).toBe(plain);
  });

  it('a path served from a release folder: its id and file; any other path, or a bad id, is none', () => {
    expect(releaseFileOfPath('/releases/b-42/static/js/a.js')).toEqual({ id: 'b-42', file: 'static/js/a.js' });
    expect(releaseFileOfPath('/static/js/a.js')).toBeUndefined();
    expect(releaseFileOfPath('/releases/b-42/')).toBeUndefined();
    expect(releaseFileOfPath('/releases/.x/a.js')).toBeUndefined();
    expect(releaseFileOfPath('/static/releases/b-42/a.js')).toBeUndefined();
  });

  it('a build id: 1 to 64 of letters, digits, dot, underscore, hyphen, starting with a letter or digit', () => {
    expect(buildIdPattern.test('a')).toBe(true);
    expect(buildIdPattern.test(`a${'b'.repeat(63)}`)).toBe(true);
    expect(buildIdPattern.test(`a${'b'.repeat(64)}`)).toBe(false);
    for (const bad of ['', '.a', '_a', 'a/b', 'a b', 'ä']) expect(buildIdPattern.test(bad)).toBe(false);
  });
});

describe('the canary release', () => {
  const remotes = {
    mf_marketing: 'http://localhost:3001/mf-manifest.json',
    mf_portfolio: 'http://localhost:3002/mf-manifest.json',
    mf_blog: 'http://localhost:3003/releases/v1/mf-manifest.json',
    mf_careers: 'http://localhost:3004/mf-manifest.json',
    mf_forms: 'http://localhost:3005/mf-manifest.json',
  };
  const config = parseSiteConfig({
    remotes,
    api: { baseUrl: 'http://localhost:3100' },
    canary: { remote: 'mf_blog', url: 'http://localhost:3003/releases/v2/mf-manifest.json', weight: 20 },
  });

  it('renders its pages with the canary in its remote’s place, every other remote as it is, and no canary', () => {
    const rendered = canaryRenderConfig(config);
    expect(rendered.remotes).toEqual({ ...remotes, mf_blog: 'http://localhost:3003/releases/v2/mf-manifest.json' });
    expect(rendered).not.toHaveProperty('canary');
    expect(rendered.api).toEqual(config.api);
    expect(config.remotes.mf_blog).toBe(remotes.mf_blog);
  });

  it('refuses a config without a canary', () => {
    const stable = parseSiteConfig({ remotes, api: { baseUrl: 'http://localhost:3100' } });
    expect(() => canaryRenderConfig(stable)).toThrow('site-config.json names no canary release');
  });
});
