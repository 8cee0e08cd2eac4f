import styled from '@emotion/styled';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { SkeletonBlock } from '@codecrush/ui';

/** Height kept free for a block until it has loaded: from 1024 px, 768–1023 px and below 768 px. */
export type Reserve = { desktop: string; tablet: string; phone: string };

export type DeferredSectionProps = {
  /** Loads the section's module (a dynamic import: its own chunk). */
  load: () => Promise<{ default: ComponentType }>;
  reserve: Reserve;
  /** How far below the viewport to start loading (CSS margin of the IntersectionObserver root). */
  margin?: string;
};

const Placeholder = styled(SkeletonBlock, { shouldForwardProp: (prop) => prop !== 'reserve' })<{ reserve: Reserve }>(
  ({ theme, reserve }) => ({
    height: reserve.desktop,
    borderRadius: 0,
    [theme.mq.mobile]: { height: reserve.tablet },
    [theme.mq.belowTablet]: { height: reserve.phone },
  }),
);

type Gate = { promise: Promise<void>; open: () => void };

const createGate = (open: boolean): Gate => {
  let resolve: () => void = () => undefined;
  const promise = open ? Promise.resolve() : new Promise<void>((r) => (resolve = r));
  return { promise, open: () => resolve() };
};

/**
 * A below-the-fold section whose code loads only when it comes near the viewport ("lazy code, not
 * lazy content"). On the server the gate is open, so a prerender waits for the section and writes
 * its full markup; when such markup is hydrated, React keeps it as it is until the gate opens. In a
 * client-only render the reserved space shows a skeleton until then.
 */
export function DeferredSection({ load, reserve, margin = '0px 0px 150px 0px' }: DeferredSectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => createGate(typeof window === 'undefined'));
  const [Section] = useState(() => lazy(() => gate.promise.then(load)));

  useEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      gate.open();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // A section that only touches the viewport's edge (right below a full-height hero) waits;
        // the second threshold reports it once it really comes in.
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRect.height > 0)) {
          gate.open();
          observer.disconnect();
        }
      },
      { rootMargin: margin, threshold: [0, 0.01] },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [gate, margin]);

  return (
    <div ref={ref}>
      <Suspense fallback={<Placeholder reserve={reserve} aria-hidden="true" />}>
        <Section />
      </Suspense>
    </div>
  );
}
