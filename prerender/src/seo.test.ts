import type { RemoteModuleId } from '@codecrush/contracts';
import { composeDocument, firstImageOf } from './document';
import { preloadsFor, resolveAssetUrls } from './assets';
import { concreteRoutes } from './routes';
import type { ConcreteRoute } from './routes';
import { headOf } from './seo';
import { robotsTxt, sitemapXml } from './sitemap';

const origin = 'https://www.codecrush.tech';
const routes = concreteRoutes();
const route = (path: string) => routes.find((r) => r.path === path) as ConcreteRoute;
const template =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="default"><title>CodeCrush</title><script defer src="/static/js/main.js"></script></head><body><noscript>needs JS</noscript><div id="root"></div></body></html>';

describe('head data', () => {
  it('uses the page meta, a canonical URL under the public origin and the page image', () => {
    const head = headOf(
      route('/careers'),
      { title: 'Careers', description: 'Open roles' },
      origin,
      'https://cdn/x.avif',
    );
    expect(head).toMatchObject({
      title: 'Careers | CodeCrush',
      description: 'Open roles',
      canonical: 'https://www.codecrush.tech/careers',
      image: 'https://cdn/x.avif',
      noindex: false,
    });
  });

  it('declares the organisation and the website on the home page', () => {
    const types = headOf(route('/'), undefined, origin).jsonLd.map((d) => (d as { '@type': string })['@type']);
    expect(types).toEqual(['Organization', 'WebSite']);
  });

  it('adds no second job posting on the job page: the page renders its own', () => {
    expect(headOf(route('/careers/apply'), { title: 'Apply', description: 'Join us' }, origin).jsonLd).toEqual([]);
  });

  it('adds breadcrumbs on detail pages, and the page own structured data', () => {
    const head = headOf(route('/view-blog/2'), { title: 'Article', jsonLd: [{ '@type': 'BlogPosting' }] }, origin);
    const [crumbs, posting] = head.jsonLd as { '@type': string; itemListElement?: { name: string; item: string }[] }[];
    expect(crumbs?.['@type']).toBe('BreadcrumbList');
    expect(crumbs?.itemListElement?.map((i) => i.name)).toEqual(['Home', 'Our Blog', 'Article']);
    expect(crumbs?.itemListElement?.[2]?.item).toBe('https://www.codecrush.tech/view-blog/2');
    expect(posting?.['@type']).toBe('BlogPosting');
  });

  it('names a service page by its catalogue name when the page did not, and keeps not-found out of indexes', () => {
    expect(headOf(route('/all-services/view-service/uiux'), undefined, origin).title).toBe('UI/UX Design | CodeCrush');
    expect(headOf(routes.at(-1) as ConcreteRoute, undefined, origin)).toMatchObject({
      title: 'Page not found | CodeCrush',
      noindex: true,
    });
  });

  it('keeps a page out of indexes when its meta says noindex (the same tag the browser sets)', () => {
    const meta = { title: 'Project not found', description: 'No such case study', noindex: true };
    expect(headOf(route('/view-project/sms'), meta, origin)).toMatchObject({
      title: 'Project not found | CodeCrush',
      noindex: true,
    });
    expect(headOf(route('/view-project/sms'), { ...meta, noindex: false }, origin).noindex).toBe(false);
  });
});

describe('the document', () => {
  const head = headOf(
    route('/about'),
    { title: 'About <Us>', description: 'We "build"' },
    origin,
    'https://cdn/a.avif',
  );
  const html = composeDocument({
    template,
    body: '<main><h1>About</h1></main>',
    styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
    head,
    preloads: ['<link rel="preload" as="script" href="/static/js/1.js">'],
    data: { id: 'codecrush-prerender', value: { path: '/about', note: '</script>' } },
    ogType: 'website',
  });

  it('has exactly one title and description, escaped, and the Open Graph and Twitter tags', () => {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>About &lt;Us&gt; | CodeCrush</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('content="We &quot;build&quot;"');
    expect(html).toContain('<link rel="canonical" href="https://www.codecrush.tech/about">');
    expect(html).toContain('<meta property="og:image" content="https://cdn/a.avif">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('puts the markup in #root, drops the no-JS notice and cannot be broken out of by data', () => {
    expect(html).toContain('<div id="root"><main><h1>About</h1></main></div>');
    expect(html).not.toContain('noscript');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it('refuses to write a page with an unresolved asset URL', () => {
    expect(() =>
      composeDocument({
        template,
        body: '<img src="/__codecrush_assets__/mf_blog/a.avif">',
        styles: '',
        head,
        preloads: [],
        data: { id: 'x', value: {} },
        ogType: 'website',
      }),
    ).toThrow('asset URL');
  });
});

describe('assets', () => {
  it('points Node-build asset URLs at the browser build of the same remote', () => {
    const html = resolveAssetUrls('<img src="/__codecrush_assets__/mf_blog/static/media/a.avif">', {
      mf_blog: 'https://cdn.example.com/blog/v3/',
    });
    expect(html).toBe('<img src="https://cdn.example.com/blog/v3/static/media/a.avif">');
    expect(firstImageOf(`<main>${html}</main>`)).toBe('https://cdn.example.com/blog/v3/static/media/a.avif');
  });

  it('refuses an asset URL of a remote without a public URL', () => {
    expect(() => resolveAssetUrls('<img src="/__codecrush_assets__/mf_forms/a.avif">', { mf_blog: '/b/' })).toThrow(
      "no public URL for mf_forms's assets",
    );
  });

  it('preloads the chunks of the exposed module the route shows, from a site path or a URL', () => {
    const chunks = (js: string[]) => ({ js: { sync: js }, css: { sync: [] } });
    const manifest = {
      shared: [],
      exposes: [
        { name: 'BlogListPage', assets: chunks(['static/js/list.js']) },
        { name: 'BlogPostPage', assets: chunks(['static/js/post.js', 'static/js/share.js']) },
      ],
    };
    expect(preloadsFor('mf_blog/BlogPostPage', { manifest, browserBase: '/remotes/mf_blog/' })).toEqual(
      ['remoteEntry.js', 'static/js/post.js', 'static/js/share.js'].map(
        (file) => `<link rel="preload" as="script" href="/remotes/mf_blog/${file}" crossorigin="anonymous">`,
      ),
    );
    expect(() => preloadsFor('mf_blog/BlogMissingPage' as RemoteModuleId, { manifest, browserBase: '/b/' })).toThrow(
      "mf_blog/BlogMissingPage is not in its remote's manifest",
    );
    expect(preloadsFor('mf_blog/BlogPostPage', undefined)).toEqual([]);
    expect(preloadsFor(undefined, { manifest, browserBase: '/b/' })).toEqual([]);
  });

  it('preloads the remote entry and the exposed page chunks of the route', () => {
    const manifest = {
      shared: [],
      exposes: [{ name: 'BlogPostPage', assets: { js: { sync: ['static/js/post.js'] }, css: { sync: [] } } }],
    };
    const links = preloadsFor('mf_blog/BlogPostPage', { manifest, browserBase: 'http://localhost:3003/' });
    expect(links).toEqual([
      '<link rel="preload" as="script" href="http://localhost:3003/remoteEntry.js" crossorigin="anonymous">',
      '<link rel="preload" as="script" href="http://localhost:3003/static/js/post.js" crossorigin="anonymous">',
    ]);
    expect(preloadsFor(undefined, undefined)).toEqual([]);
  });
});

describe('sitemap and robots', () => {
  it('lists exactly the indexable concrete routes and robots.txt names the sitemap', () => {
    const xml = sitemapXml(routes, origin);
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    // Not listed: the chat demo, Not Found and the two pages a form posted without scripts lands on.
    expect(locs).toHaveLength(routes.length - 4);
    expect(locs).toContain('https://www.codecrush.tech/all-services/research&amp;development/ai');
    expect(locs.some((loc) => loc?.includes('checkchatbox') || loc?.includes('not-found'))).toBe(false);
    expect(locs.some((loc) => loc?.includes('-sent'))).toBe(false);
    expect(robotsTxt(origin)).toContain('Sitemap: https://www.codecrush.tech/sitemap.xml');
  });

  it('writes both files whole', () => {
    const two = [route('/'), route('/about'), routes.at(-1) as ConcreteRoute];
    expect(sitemapXml(two, origin)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://www.codecrush.tech/</loc></url>',
        '  <url><loc>https://www.codecrush.tech/about</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
    expect(robotsTxt(origin)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://www.codecrush.tech/sitemap.xml\n');
  });
});
