import { lcpImagePreload } from './lcpImage';

const avif = 'https://cdn.example.com/a-480.avif 480w, https://cdn.example.com/a-960.avif 960w';
const picture = (imgAttributes: string) =>
  `<picture><source type="image/avif" srcSet="${avif}" sizes="(max-width: 767px) 90vw, 520px"/>` +
  `<source type="image/webp" srcSet="https://cdn.example.com/a-480.webp 480w" sizes="90vw"/>` +
  `<img src="https://cdn.example.com/a-960.webp" ${imgAttributes}/></picture>`;

describe('the LCP image preload', () => {
  it('preloads the high-priority picture of the main content in its first format, widths and sizes', () => {
    const body = `<header><img src="/logo.svg" fetchPriority="high"/></header><main>${picture('loading="lazy"')}${picture(
      'loading="eager" fetchPriority="high"',
    )}</main>`;
    expect(lcpImagePreload(body)).toBe(
      `<link rel="preload" as="image" imagesrcset="${avif}" imagesizes="(max-width: 767px) 90vw, 520px" type="image/avif" fetchpriority="high">`,
    );
  });

  it('preloads a bare high-priority img by its src', () => {
    const body = `<main><picture></picture><img src="https://cdn.example.com/b.png?x=1&amp;y=2" fetchpriority="high"></main>`;
    expect(lcpImagePreload(body)).toBe(
      '<link rel="preload" as="image" href="https://cdn.example.com/b.png?x=1&amp;y=2" fetchpriority="high">',
    );
  });

  it("preloads the top banner's background art first, a high-priority picture below it not", () => {
    const banner = (url: string) =>
      `<header style="--banner-image:url(&quot;${url}&quot;)" class="css-1"><h1>About</h1></header>`;
    const body = `<header style="--banner-image:url(&quot;/outside.webp&quot;)"></header><main>${banner(
      'https://cdn.example.com/hero-960.webp',
    )}${banner('/second.webp')}${picture('loading="lazy"')}</main>`;
    expect(lcpImagePreload(body)).toBe(
      '<link rel="preload" as="image" href="https://cdn.example.com/hero-960.webp" fetchpriority="high">',
    );
    expect(lcpImagePreload(`<main>${banner('/hero.webp')}${picture('fetchPriority="high"')}</main>`)).toBe(
      '<link rel="preload" as="image" href="/hero.webp" fetchpriority="high">',
    );
  });

  it('preloads nothing on a page without a high-priority image or banner art in its main content', () => {
    expect(lcpImagePreload(`<main>${picture('loading="lazy"')}</main>`)).toBeUndefined();
    expect(lcpImagePreload('<main><p>Text only</p></main>')).toBeUndefined();
    expect(lcpImagePreload('<main><header class="css-2"><h1>Contact</h1></header></main>')).toBeUndefined();
    expect(lcpImagePreload('<main><div style="--logo:url(&quot;/logo.svg&quot;)"></div></main>')).toBeUndefined();
  });
});

describe('which picture a high-priority image sits in', () => {
  it('takes the first source of its own picture, not of a picture closed before it', () => {
    const earlier = '<picture><source type="image/avif" srcSet="/old.avif 1w" sizes="1px"/></picture>';
    expect(lcpImagePreload(`<main>${earlier}<img src="/own.png" fetchpriority="high"></main>`)).toBe(
      '<link rel="preload" as="image" href="/own.png" fetchpriority="high">',
    );
    expect(
      lcpImagePreload(
        `<main>${earlier}<picture><source type="image/webp" srcSet="/own.webp 2w"/><img src="/own.png" fetchpriority="high"></picture></main>`,
      ),
    ).toBe('<link rel="preload" as="image" imagesrcset="/own.webp 2w" type="image/webp" fetchpriority="high">');
  });

  it('a picture at the very start of the main content counts, a source outside any picture does not', () => {
    expect(
      lcpImagePreload('<picture><source srcSet="/a.webp 1w"/><img src="/a.png" fetchpriority="high"></picture>'),
    ).toBe('<link rel="preload" as="image" imagesrcset="/a.webp 1w" fetchpriority="high">');
    expect(lcpImagePreload('<main><source srcSet="/x.webp 1w"/><img src="/b.png" fetchpriority="high"></main>')).toBe(
      '<link rel="preload" as="image" href="/b.png" fetchpriority="high">',
    );
  });

  it('preloads nothing for a high-priority image with neither srcset nor src; sizes only with a srcset', () => {
    expect(lcpImagePreload('<main><img alt="" fetchpriority="high"></main>')).toBeUndefined();
    expect(lcpImagePreload('<main><img src="/c.png" sizes="50vw" fetchpriority="high"></main>')).toBe(
      '<link rel="preload" as="image" href="/c.png" fetchpriority="high">',
    );
  });

  it("reads the banner's art from a header with other attributes and styles around it", () => {
    const header =
      '<header class="css-1" data-x="y" style="color:red;--banner-image:url(&quot;/art.webp&quot;);padding:0"><h1>A</h1></header>';
    expect(lcpImagePreload(`<main>${header}</main>`)).toBe(
      '<link rel="preload" as="image" href="/art.webp" fetchpriority="high">',
    );
  });
});
