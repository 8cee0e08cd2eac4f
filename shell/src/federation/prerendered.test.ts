import { parseSiteConfig } from '@codecrush/contracts';
import { scriptJson } from '@codecrush/contracts';
import { prerenderDataId } from './prerenderData';
import { readPrerenderData } from './prerendered';

const baseConfig = parseSiteConfig({
  remotes: {
    mf_marketing: 'http://localhost:3001/mf-manifest.json',
    mf_portfolio: 'http://localhost:3002/mf-manifest.json',
    mf_blog: 'http://localhost:3003/mf-manifest.json',
    mf_careers: 'http://localhost:3004/mf-manifest.json',
    mf_forms: 'http://localhost:3005/mf-manifest.json',
  },
  api: { baseUrl: 'http://localhost:3100' },
  emailjs: { serviceId: 's', templateId: 't', publicKey: 'k', origin: 'http://localhost:3100' },
});

const documentWith = (text: string | null) => ({
  getElementById: (id: string) =>
    id === prerenderDataId && text !== null ? ({ textContent: text } as HTMLElement) : null,
});

describe('prerender data', () => {
  it('round-trips the config through the inlined script, escaped for HTML', () => {
    const config = { ...baseConfig, chatWidgetUrl: 'https://chat.example.com/</script><b>' };
    const publicOrigin = 'https://www.codecrush.tech';
    const text = scriptJson({ path: '/careers', config, publicOrigin });
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<');
    expect(readPrerenderData(documentWith(text))).toEqual({ path: '/careers', config, publicOrigin });
  });

  it('makes the site paths of a one-origin config absolute against the page address', () => {
    const config = { ...baseConfig, api: { baseUrl: '/api' } };
    const data = readPrerenderData(documentWith(scriptJson({ path: '/', config })), 'https://site.example/contact');
    expect(data?.config.api.baseUrl).toBe('https://site.example/api');
  });

  it('reads inlined data without a page path (or with one that is not text) as no path, keeping its config', () => {
    for (const path of [undefined, 42]) {
      const data = readPrerenderData(documentWith(JSON.stringify({ path, config: baseConfig })));
      expect(data).toEqual({ path: '', config: baseConfig, publicOrigin: 'http://localhost' });
    }
  });

  it("reads a page prerendered without its public origin (or with one that is not text) as the page's own", () => {
    for (const publicOrigin of [undefined, 7]) {
      const text = JSON.stringify({ path: '/', config: baseConfig, publicOrigin });
      expect(readPrerenderData(documentWith(text), 'https://site.example/contact')?.publicOrigin).toBe(
        'https://site.example',
      );
    }
  });

  it('is null on a page that was not prerendered', () => {
    expect(readPrerenderData(documentWith(null))).toBeNull();
  });

  it('rejects an inlined config without remotes', () => {
    expect(() => readPrerenderData(documentWith('{"config":{}}'))).toThrow('remotes');
  });
});
