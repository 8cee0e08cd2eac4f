import { useEffect, useRef } from 'react';
import { absoluteUrl } from '@codecrush/contracts';
import { usePublicOrigin } from '@codecrush/composition';
import { useLocation } from '@codecrush/ui/router';
import { shareTargets } from '../content/share';
import type { ShareTarget } from '../content/share';
import { shareUrl } from '../lib/shareUrls';

/** Marks a share link inside the container (`data-share-target={target}`). */
const shareTargetAttribute = 'data-share-target';

const isShareTarget = (value: string | null): value is ShareTarget => shareTargets.some((target) => target === value);

/**
 * Points the share links inside the returned container at the page's full address. They render
 * with the page's address on the public site (`pageUrl`: the public origin and the router's path),
 * whole in the served HTML and before any script runs; once live, this effect upgrades them to the
 * address in the visitor's address bar (read after render: nothing reads `window` during render, so
 * the prerendered markup and hydration agree).
 */
export function useShareHrefs<T extends HTMLElement>() {
  const containerRef = useRef<T>(null);
  const { pathname, search, hash } = useLocation();
  const publicOrigin = usePublicOrigin();
  useEffect(() => {
    const links = containerRef.current?.querySelectorAll<HTMLAnchorElement>(`a[${shareTargetAttribute}]`) ?? [];
    links.forEach((link) => {
      const target = link.getAttribute(shareTargetAttribute);
      if (isShareTarget(target)) link.href = shareUrl(target, window.location.href);
    });
  }, [pathname, search, hash]);
  return { containerRef, pageUrl: absoluteUrl(publicOrigin, `${pathname}${search}${hash}`) };
}
