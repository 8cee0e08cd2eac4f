import { escapeHtml } from './html';
import type { ConcreteRoute } from './routes';
import { absoluteUrl } from '@codecrush/contracts';

/** `sitemap.xml`: every indexable concrete route, canonical URLs. */
export function sitemapXml(routes: readonly ConcreteRoute[], origin: string): string {
  const urls = routes
    .filter((route) => route.indexable)
    .map((route) => `  <url><loc>${escapeHtml(absoluteUrl(origin, route.path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** `robots.txt`: everything may be crawled; the sitemap is named. */
export const robotsTxt = (origin: string) =>
  ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`, ''].join('\n');
