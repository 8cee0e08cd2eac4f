import type { RemoteModuleId } from '@codecrush/contracts';
import { NearViewport } from '../components/NearViewport';
import { RemoteView } from './RemoteView';

export type RemoteSlotProps = { id: RemoteModuleId; minHeight?: string };

/**
 * A fragment of another remote inside a page (e.g. the blog teaser on home). It loads only when it
 * comes near the viewport, so the page's first load carries just its own remote.
 */
export function RemoteSlot({ id, minHeight = '20rem' }: RemoteSlotProps) {
  return (
    <NearViewport placeholderHeight={minHeight}>
      <RemoteView id={id} variant="block" />
    </NearViewport>
  );
}
