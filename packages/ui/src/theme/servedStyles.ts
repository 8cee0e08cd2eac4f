import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';

/**
 * The styles a prerendered page is served with, and how the browser adopts them where they are.
 *
 * Emotion's own server tags (`<style data-emotion="css a b c">`) are hydrated by moving them: every
 * cache created with the key `css` appends them to the end of `<head>`, the cache's style sheet
 * inserts them again, and each `<Global>` re-inserts its own. Each move removes a style sheet from
 * the document and adds it back, which makes the browser recalculate the style of the whole page
 * (5–6 times while a page starts). The served tags therefore carry their emotion key and ids under
 * an attribute emotion never looks for: no cache moves them, and the browser's cache is told that
 * their rules are already in the page, so it never inserts them a second time.
 */
const servedStylesAttribute = 'data-served-styles';

/** The key of every emotion cache of the site: its class names are `css-<hash>` on both sides. */
const cacheKey = 'css';

/** One chunk of the server's critical styles: emotion server's `extractCriticalToChunks(html).styles`. */
export interface StyleChunk {
  key: string;
  ids: readonly string[];
  css: string;
}

/** The `<style>` tags of a prerendered page's `<head>`, one per chunk, with no attribute emotion hydrates. */
export const servedStyleTags = (chunks: readonly StyleChunk[]): string =>
  chunks
    .filter((chunk) => chunk.css !== '')
    .map((chunk) => `<style ${servedStylesAttribute}="${[chunk.key, ...chunk.ids].join(' ')}">${chunk.css}</style>`)
    .join('');

/** What the browser's styles start from. */
export interface ServedStyles {
  /** The emotion cache for the app: every served rule counts as inserted; new rules go after them. */
  cache: EmotionCache;
  /** The served page holds the global styles already (the client need not render `<Global>` again). */
  globalsServed: boolean;
}

/** Adopts the styles served in `doc` in place: nothing is moved, removed or inserted again. */
export function adoptServedStyles(doc: Document): ServedStyles {
  const cache = createCache({ key: cacheKey });
  let globalsServed = false;
  doc.querySelectorAll(`style[${servedStylesAttribute}]`).forEach((tag) => {
    const [key, ...ids] = (tag.getAttribute(servedStylesAttribute) ?? '').split(' ');
    if (key === `${cacheKey}-global`) globalsServed = true;
    for (const id of ids) cache.inserted[id] = true;
  });
  return { cache, globalsServed };
}
