import { assetPlaceholderPrefix } from './assets';
import { scriptJson } from '@codecrush/contracts';
import { escapeHtml } from './html';
import type { HeadData } from './seo';

export type DocumentParts = {
  /** The shell's built index.html (scripts, favicon, viewport…). */
  template: string;
  body: string;
  styles: string;
  head: HeadData;
  /** `<link>` tags preloading the route's chunks. */
  preloads: string[];
  /** The prerender data script's id and its content (config and path for the boot). */
  data: { id: string; value: unknown };
  ogType: 'website' | 'article';
};

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

function headTags({ head, ogType }: Pick<DocumentParts, 'head' | 'ogType'>): string[] {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:type', ogType),
    meta('property', 'og:site_name', 'CodeCrush'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
  ];
  return [...tags, ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`)];
}

/** The first image of the main content (the page's hero/illustration), absolute. */
export function firstImageOf(body: string): string | undefined {
  const main = body.slice(Math.max(0, body.indexOf('<main')));
  const src = /<img\b[^>]*?\ssrc="(https?:[^"]+)"/.exec(main)?.[1];
  return src?.replace(/&amp;/g, '&');
}

/** One page's HTML: the shell's document with the route's head, critical CSS and markup. */
export function composeDocument(parts: DocumentParts): string {
  if (parts.body.includes(assetPlaceholderPrefix) || parts.styles.includes(assetPlaceholderPrefix))
    throw new Error('an asset URL of a remote was not resolved');
  const head = [
    ...headTags(parts),
    ...parts.preloads,
    parts.styles,
    `<script type="application/json" id="${parts.data.id}">${scriptJson(parts.data.value)}</script>`,
  ].join('');
  const withHead = parts.template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('</head>', () => `${head}</head>`);
  const root = '<div id="root"></div>';
  if (!withHead.includes(root)) throw new Error('the shell template has no empty <div id="root">');
  return withHead.replace(root, () => `<div id="root">${parts.body}</div>`);
}
