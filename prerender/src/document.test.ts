import { absoluteUrl, industryNames, researchNames } from '@codecrush/contracts';
import { composeDocument, firstImageOf } from './document';
import type { DocumentParts } from './document';
import { escapeHtml } from './html';
import { concreteRoutes } from './routes';
import type { ConcreteRoute } from './routes';
import { headOf } from './seo';
import type { HeadData } from './seo';

const origin = 'https://www.codecrush.tech';
const route = (path: string) => concreteRoutes().find((r) => r.path === path) as ConcreteRoute;
/** As the shell's build writes it: a description tag over several lines, a title with spaces. */
const template =
  '<html><head><meta charset="utf-8"><meta\n      name="description"\n      content="old"\n    />' +
  '<title>Old site</title></head><body><noscript>needs JS</noscript><div id="root"></div></body></html>';
const head: HeadData = {
  title: 'A & B',
  description: 'Say "hi"',
  canonical: 'https://x.example/a?b=1&c=2',
  image: 'https://cdn.example/i.avif',
  noindex: false,
  jsonLd: [{ '@type': 'Thing', name: '</script>' }],
};
const parts = (overrides: Partial<DocumentParts>): DocumentParts => ({
  template,
  body: '<main>page</main>',
  styles: '<style>.a{}</style>',
  head,
  preloads: ['<link rel="preload" href="/a.js">', '<link rel="preload" href="/b.js">'],
  data: { id: 'boot', value: { path: '/a' } },
  ogType: 'article',
  ...overrides,
});
const headOfPage = (html: string) => html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>'));

describe('the head of a page', () => {
  it('holds the title, description, canonical, Open Graph and Twitter tags, structured data, preloads, styles and data, in order', () => {
    expect(headOfPage(composeDocument(parts({})))).toBe(
      '<meta charset="utf-8">' +
        '<title>A &amp; B</title>' +
        '<meta name="description" content="Say &quot;hi&quot;">' +
        '<link rel="canonical" href="https://x.example/a?b=1&amp;c=2">' +
        '<meta property="og:type" content="article">' +
        '<meta property="og:site_name" content="CodeCrush">' +
        '<meta property="og:title" content="A &amp; B">' +
        '<meta property="og:description" content="Say &quot;hi&quot;">' +
        '<meta property="og:url" content="https://x.example/a?b=1&amp;c=2">' +
        '<meta property="og:image" content="https://cdn.example/i.avif">' +
        '<meta name="twitter:card" content="summary_large_image">' +
        '<meta name="twitter:title" content="A &amp; B">' +
        '<meta name="twitter:description" content="Say &quot;hi&quot;">' +
        '<meta name="twitter:image" content="https://cdn.example/i.avif">' +
        '<script type="application/ld+json">{"@type":"Thing","name":"\\u003c/script\\u003e"}</script>' +
        '<link rel="preload" href="/a.js"><link rel="preload" href="/b.js">' +
        '<style>.a{}</style>' +
        '<script type="application/json" id="boot">{"path":"/a"}</script>',
    );
  });

  it('says noindex when the page is kept out of indexes, and has a small card without an image', () => {
    const html = headOfPage(composeDocument(parts({ head: { ...head, image: undefined, noindex: true, jsonLd: [] } })));
    expect(html).toContain(
      '<link rel="canonical" href="https://x.example/a?b=1&amp;c=2"><meta name="robots" content="noindex"><meta property="og:type"',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).not.toContain('image');
    expect(html).not.toContain('ld+json');
  });

  it('keeps the rest of the template: only the first title, description and no-JS notice are replaced', () => {
    const html = composeDocument(
      parts({
        template: template.replace('</body>', () => '<noscript>2</noscript><p>$&amp; $1</p></body>'),
        body: '<main>$& $1</main>',
        styles: '',
      }),
    );
    expect(html).toContain(
      '<body><div id="root"><main>$& $1</main></div><noscript>2</noscript><p>$&amp; $1</p></body>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('content="old"');
    expect(html).not.toContain('Old');
    expect(composeDocument(parts({ data: { id: 'boot', value: "$'" } }))).toContain(`id="boot">"$'"</script></head>`);
  });

  it('refuses a template without an empty root, or a page whose styles still point at a Node build', () => {
    expect(() =>
      composeDocument(parts({ template: '<html><head></head><body><div id="root">x</div></body></html>' })),
    ).toThrow('the shell template has no empty <div id="root">');
    expect(() =>
      composeDocument(parts({ styles: '<style>a{background:url(/__codecrush_assets__/mf_blog/a.png)}</style>' })),
    ).toThrow('an asset URL of a remote was not resolved');
  });
});

describe('the first image of a page', () => {
  it('is the first absolute img src of the main content, unescaped', () => {
    const body =
      '<header><img src="https://cdn.example/logo.svg"></header><main><img alt="x" src="/local.png">' +
      '<img class="hero" src="https://cdn.example/a.avif?w=1&amp;h=2"><img src="https://cdn.example/b.avif"></main>';
    expect(firstImageOf(body)).toBe('https://cdn.example/a.avif?w=1&h=2');
    expect(firstImageOf('<div><img src="http://cdn.example/top.png"></div>')).toBe('http://cdn.example/top.png');
    expect(firstImageOf('<main><imgx src="https://cdn.example/a.png"><p>no image</p></main>')).toBeUndefined();
    expect(firstImageOf('<main><img data-src="https://cdn.example/a.png"></main>')).toBeUndefined();
  });
});

describe('head data of each kind of page', () => {
  it('falls back to the site description, the favicon as image and the route title', () => {
    const about = headOf(route('/about'), undefined, origin);
    expect(about.description).toMatch(/^CodeCrush builds custom software/);
    expect(about.image).toBe(absoluteUrl(origin, '/favicon.svg'));
    expect(about.canonical).toBe(`${origin}/about`);
    expect(about.noindex).toBe(false);
    expect(about.jsonLd).toEqual([]);
    expect(
      headOf(route('/about'), { title: 'About', image: 'https://cdn/x.png' }, origin, 'https://cdn/y.png').image,
    ).toBe('https://cdn/x.png');
    const notFound = headOf(concreteRoutes().at(-1) as ConcreteRoute, undefined, origin);
    expect(notFound.description).toBe('The page you were looking for does not exist or has moved.');
  });

  it('names industry and research pages by their catalogue, with breadcrumbs from the home page', () => {
    const industry = concreteRoutes().find((r) => r.key === 'industry') as ConcreteRoute;
    const research = concreteRoutes().find((r) => r.key === 'research') as ConcreteRoute;
    for (const page of [industry, research]) {
      const pageHead = headOf(page, undefined, origin);
      const id = page.path.slice(page.path.lastIndexOf('/') + 1);
      const names: Record<string, string> = page.key === 'industry' ? industryNames : researchNames;
      expect(pageHead.title).toBe(`${String(names[id])} | CodeCrush`);
      const [crumbs] = pageHead.jsonLd as { '@type': string; itemListElement: { name: string; item: string }[] }[];
      expect(crumbs?.['@type']).toBe('BreadcrumbList');
      expect(crumbs?.itemListElement.map((item) => item.item)).toEqual([`${origin}/`, absoluteUrl(origin, page.path)]);
      expect(`${String(crumbs?.itemListElement[1]?.name)} | CodeCrush`).toBe(pageHead.title);
    }
  });

  it('puts a project under the projects list in its breadcrumbs', () => {
    const project = concreteRoutes().find((r) => r.key === 'project') as ConcreteRoute;
    const [crumbs] = headOf(project, { title: 'A project' }, origin).jsonLd as {
      itemListElement: { name: string }[];
    }[];
    expect(crumbs?.itemListElement.map((item) => item.name)).toHaveLength(3);
    expect(crumbs?.itemListElement[2]?.name).toBe('A project');
  });

  it('escapes text for HTML', () => {
    expect(escapeHtml('<a href="x">&amp;</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;amp;&lt;/a&gt;');
  });
});
