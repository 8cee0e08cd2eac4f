import { useEffect, useRef, useState } from 'react';
import type { RemoteModuleId } from '@codecrush/contracts';
import { SkeletonBlock } from '../components/Skeleton';
import { RemoteView } from './RemoteView';

export type RemoteSlotProps = { id: RemoteModuleId; minHeight?: string };

/**
 * A fragment of another remote inside a page (e.g. the blog teaser on home). It loads only when it
 * comes near the viewport, so the page's first load carries just its own remote.
 */
export function RemoteSlot({ id, minHeight = '20rem' }: RemoteSlotProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || visible) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      const frame = requestAnimationFrame(() => setVisible(true));
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);
  return (
    <div ref={ref}>
      {visible ? <RemoteView id={id} variant="block" /> : <SkeletonBlock height={minHeight} aria-hidden="true" />}
    </div>
  );
}
