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
      setVisible(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);
  return (
    <div ref={ref} style={visible ? undefined : { minHeight }}>
      {visible ? <RemoteView id={id} variant="block" /> : <SkeletonBlock height={minHeight} aria-hidden="true" />}
    </div>
  );
}
