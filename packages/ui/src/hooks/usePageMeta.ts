import { createContext, useContext, useEffect } from 'react';

export type PageMeta = {
  /** The document title of a page about one item (a service, an article); other pages keep their route's title. */
  title?: string;
  description?: string;
  /** The page's preview image (Open Graph/Twitter), when it is not the first image of the page. */
  image?: string;
  /** Structured data the page declares for the document head (schema.org objects). */
  jsonLd?: readonly object[];
  /**
   * Keep the page out of search indexes (`<meta name="robots" content="noindex">`): a not-found
   * page. The prerendered head and the browser's both follow it.
   */
  noindex?: boolean;
};

/**
 * Collects the meta of the page being prerendered: effects do not run on the server, so the
 * prerenderer provides this and writes what the page declared into the document head.
 */
export type PageMetaCollector = { set: (meta: PageMeta) => void };

export const PageMetaCollectorContext = createContext<PageMetaCollector | null>(null);

const siteName = 'CodeCrush';

/** The one title rule of the site: `Page | CodeCrush`; a title that already starts with the name stays. */
export const pageTitle = (title: string) => (title.startsWith(siteName) ? title : `${title} | ${siteName}`);

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * Marks the document noindex while the page is shown: reuses the tag the prerendered head carries,
 * else adds one, and removes it when the page goes (the next page may be indexable).
 */
function markNoIndex(): () => void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'robots';
    document.head.append(tag);
  }
  tag.content = 'noindex';
  const marked = tag;
  return () => marked.remove();
}

/**
 * Sets the document title (`Page | CodeCrush`, when the page has its own), meta description and, for a not-found page, the
 * noindex robots tag of the current page.
 */
export function usePageMeta(meta: PageMeta) {
  const { title, description, noindex = false } = meta;
  // During a prerender the page's meta goes to the document head the server writes.
  useContext(PageMetaCollectorContext)?.set(meta);
  useEffect(() => {
    if (title) document.title = pageTitle(title);
    if (description) setMeta('description', description);
  }, [title, description]);
  useEffect(() => (noindex ? markNoIndex() : undefined), [noindex]);
}
