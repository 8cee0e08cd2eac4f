import { parseSiteConfig, resolveSiteConfig } from '@codecrush/composition';
import { prerenderDataId, type PrerenderData } from './prerenderData';

/**
 * The inlined prerender data of this page, or null when the page was not prerendered (SPA fallback).
 * Site paths of the config (the one-origin layout) come back absolute against `base`, the page's address.
 */
export function readPrerenderData(
  doc: Pick<Document, 'getElementById'>,
  base: string = window.location.href,
): PrerenderData | null {
  const text = doc.getElementById(prerenderDataId)?.textContent;
  if (!text) return null;
  const raw = JSON.parse(text) as { path?: unknown; config?: unknown; publicOrigin?: unknown };
  return {
    path: typeof raw.path === 'string' ? raw.path : '',
    config: resolveSiteConfig(parseSiteConfig(raw.config), base),
    // A page prerendered before the origin was written: the page's own (its share links upgrade on hydration).
    publicOrigin: typeof raw.publicOrigin === 'string' ? raw.publicOrigin : new URL(base).origin,
  };
}
