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
