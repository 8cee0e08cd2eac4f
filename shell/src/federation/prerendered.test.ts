import { prerenderDataId, readPrerenderData, serializePrerenderData } from './prerendered';
import { parseSiteConfig } from '@codecrush/contracts';

const baseConfig = parseSiteConfig({
  remotes: { mf_blog: 'http://localhost:3003/mf-manifest.json' },
  api: { baseUrl: 'http://localhost:3100' },
});

const documentWith = (text: string | null) => ({
  getElementById: (id: string) =>
    id === prerenderDataId && text !== null ? ({ textContent: text } as HTMLElement) : null,
});

describe('prerender data', () => {
  it('round-trips the config through the inlined script, escaped for HTML', () => {
    const config = { ...baseConfig, chatWidgetUrl: 'https://chat.example.com/</script><b>' };
    const text = serializePrerenderData({ path: '/careers', config });
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<');
    expect(readPrerenderData(documentWith(text))).toEqual({ path: '/careers', config });
  });

  it('is null on a page that was not prerendered', () => {
    expect(readPrerenderData(documentWith(null))).toBeNull();
  });

  it('rejects an inlined config without remotes', () => {
    expect(() => readPrerenderData(documentWith('{"config":{}}'))).toThrow('remotes');
  });
});
