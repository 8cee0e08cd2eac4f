/** The attributes of one rendered tag, names lower-cased (React writes `srcSet`), values as escaped. */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = '', value = ''] of tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g))
    attributes.set(name.toLowerCase(), value);
  return attributes;
}

/** The first `<source>` of the `<picture>` an element at `index` sits in, if it sits in one. */
function pictureSourceBefore(html: string, index: number): string | undefined {
  const before = html.slice(0, index);
  const pictureStart = before.lastIndexOf('<picture');
  if (pictureStart < 0 || pictureStart < before.lastIndexOf('</picture>')) return undefined;
  return /<source\b[^>]*>/.exec(before.slice(pictureStart))?.[0];
}

/**
 * The background art of the page's top banner: the first `<header>` of the main content whose style
 * hands CSS an image through a custom property (`--banner-image: url("…")`). The browser finds such
 * an image only once the styles apply, behind the page's scripts in the queue.
 */
function bannerImageOf(main: string): string | undefined {
  const header = /<header\b[^>]*\sstyle="[^"]*--[a-z-]+:url\(&quot;([^"&]+)&quot;\)[^"]*"[^>]*>/i.exec(main);
  return header?.[1];
}

/**
 * A preload for the page's LCP image: the top banner's background art (the page's full width at its
 * top, larger than any picture below it), else the first `<img fetchpriority="high">` of the main
 * content, as the first `<source>` of its `<picture>` offers it (the smallest format, with its widths
 * and `sizes`), else as the `<img>` itself. Requested from the head, the image no longer waits for the
 * parser (or the styles) to reach it, for a late connection to its origin or behind the scripts, and
 * is more often there for the first frame.
 */
export function lcpImagePreload(body: string): string | undefined {
  const main = body.slice(Math.max(0, body.indexOf('<main')));
  const banner = bannerImageOf(main);
  if (banner !== undefined) return `<link rel="preload" as="image" href="${banner}" fetchpriority="high">`;
  const img = /<img\b[^>]*\sfetchpriority="high"[^>]*>/i.exec(main);
  if (!img) return undefined;
  const source = pictureSourceBefore(main, img.index);
  const offered = attributesOf(source ?? img[0]);
  const srcset = offered.get('srcset');
  const sizes = offered.get('sizes');
  const type = source ? offered.get('type') : undefined;
  const src = attributesOf(img[0]).get('src');
  if (!srcset && !src) return undefined;
  const attributes = [
    'rel="preload"',
    'as="image"',
    srcset ? `imagesrcset="${srcset}"` : `href="${src}"`,
    ...(srcset && sizes ? [`imagesizes="${sizes}"`] : []),
    ...(type ? [`type="${type}"`] : []),
    'fetchpriority="high"',
  ];
  return `<link ${attributes.join(' ')}>`;
}
