import { useEffect } from 'react';

export type PageMeta = { title: string; description?: string };

const siteName = 'CodeCrush';

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
    document.title = title === siteName ? title : `${title} | ${siteName}`;
    if (description) setMeta('description', description);
  }, [title, description]);
}
