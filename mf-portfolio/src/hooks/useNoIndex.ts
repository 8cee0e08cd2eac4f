import { useEffect } from 'react';

/** Asks search engines not to index this page (`<meta name="robots" content="noindex">`) while it is shown. */
export function useNoIndex() {
  useEffect(() => {
    const tag = document.createElement('meta');
    tag.name = 'robots';
    tag.content = 'noindex';
    document.head.append(tag);
    return () => tag.remove();
  }, []);
}
