import { useEffect, useRef } from 'react';
import { useLocation } from '@codecrush/ui/router';
import { shareTargets } from '../content/share';
import type { ShareTarget } from '../content/share';
import { shareUrl } from '../lib/shareUrls';

/** Marks a share link inside the container (`data-share-target={target}`). */
const shareTargetAttribute = 'data-share-target';

const isShareTarget = (value: string | null): value is ShareTarget => shareTargets.some((target) => target === value);

/**
 * Points the share links inside the returned container at the page's full address. The address is
 * read after render (nothing reads `window` during render, so pre-rendered markup stays the same):
 * links render with the router's path, and this effect upgrades them to the absolute URL.
 */
export function useShareHrefs<T extends HTMLElement>() {
  const containerRef = useRef<T>(null);
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const links = containerRef.current?.querySelectorAll<HTMLAnchorElement>(`a[${shareTargetAttribute}]`) ?? [];
    links.forEach((link) => {
      const target = link.getAttribute(shareTargetAttribute);
      if (isShareTarget(target)) link.href = shareUrl(target, window.location.href);
    });
  }, [pathname, search, hash]);
  return { containerRef, path: `${pathname}${search}${hash}` };
}
