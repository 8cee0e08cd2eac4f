import { memo, useCallback, useContext } from 'react';
import type { RemoteModuleId } from '@codecrush/contracts';
import { Skeleton } from '../components/Skeleton';
import { Island } from '../islands/Island';
import { RemoteLoaderContext } from './RemoteLoaderContext';

export type RemoteSlotProps = { id: RemoteModuleId };

const noProps = {};
const loading = <Skeleton variant="block" />;

/**
 * A fragment of another remote inside a page (e.g. the blog teaser on home), as a deferred-hydration
 * island: the prerenderer renders it in full (through the same federation runtime as pages); in the
 * browser its remote entry and chunk load only when the island's trigger fires, so the page's first
 * load carries just its own remote. A failed load keeps the served fragment readable under the notice.
 */
export const RemoteSlot = memo(function RemoteSlot({ id }: RemoteSlotProps) {
  const loader = useContext(RemoteLoaderContext);
  const load = useCallback(
    (attempt: number) =>
      loader
        ? loader(id, attempt).then((module) => module.default)
        : Promise.reject(new Error(`No remote loader for ${id}`)),
    [loader, id],
  );
  return <Island name={id} load={load} props={noProps} fallback={loading} />;
});
