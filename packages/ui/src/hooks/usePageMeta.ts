import { useEffect } from 'react';

export type PageMeta = { title: string; description?: string };

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

/** Sets the document title (`Page | CodeCrush`) and meta description of the current page. */
export function usePageMeta({ title, description }: PageMeta) {
  useEffect(() => {
    document.title = pageTitle(title);
    if (description) setMeta('description', description);
  }, [title, description]);
}
