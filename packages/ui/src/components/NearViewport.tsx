import type { ReactNode } from 'react';
import { useNearViewport } from '../hooks/useNearViewport';
import { SkeletonBlock } from './Skeleton';

export type NearViewportProps = {
  children: ReactNode;
  /** Height reserved until the content renders (no layout shift). */
  placeholderHeight: string;
  /** How far ahead of the viewport to start (CSS margin). */
  margin?: string;
};

/**
 * Renders its children only once they come near the viewport, so below-the-fold code (another
 * remote's fragment, a carousel library) is not part of the page's first load.
 */
export function NearViewport({ children, placeholderHeight, margin = '400px 0px' }: NearViewportProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>(margin);
  return <div ref={ref}>{near ? children : <SkeletonBlock height={placeholderHeight} aria-hidden="true" />}</div>;
}
