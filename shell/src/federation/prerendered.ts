import { parseSiteConfig } from '@codecrush/ui';
import { prerenderDataId, type PrerenderData } from './prerenderData';

/** The inlined prerender data of this page, or null when the page was not prerendered (SPA fallback). */
export function readPrerenderData(doc: Pick<Document, 'getElementById'>): PrerenderData | null {
  const text = doc.getElementById(prerenderDataId)?.textContent;
  if (!text) return null;
  const raw = JSON.parse(text) as { path?: unknown; config?: unknown };
  return { path: typeof raw.path === 'string' ? raw.path : '', config: parseSiteConfig(raw.config) };
}
