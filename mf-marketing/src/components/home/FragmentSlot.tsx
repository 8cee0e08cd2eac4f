import styled from '@emotion/styled';
import { RemoteSlot } from '@codecrush/ui';
import type { RemoteModuleId } from '@codecrush/contracts';
import type { Reserve } from './DeferredSection';

const Reserved = styled('div', { shouldForwardProp: (prop) => prop !== 'reserve' })<{ reserve: Reserve }>(
  ({ theme, reserve }) => ({
    // The slot's near-viewport trigger (the child div) fills the whole reserve, so reaching any
    // part of it (even its bottom, right above the footer) loads the fragment.
    display: 'flex',
    flexDirection: 'column',
    '& > div': { flex: '1 0 auto' },
    minHeight: reserve.desktop,
    [theme.mq.mobile]: { minHeight: reserve.tablet },
    [theme.mq.belowTablet]: { minHeight: reserve.phone },
  }),
);

export type FragmentSlotProps = { id: RemoteModuleId; reserve: Reserve };

/**
 * Another remote's home fragment in its own boundary (RemoteSlot), with its height kept free from
 * the start: the placeholder, the loading skeleton and the fragment all sit in the same space, so
 * nothing below moves while it arrives (or when it falls back).
 */
export function FragmentSlot({ id, reserve }: FragmentSlotProps) {
  return (
    <Reserved reserve={reserve}>
      {/* 16rem: the height of the loading skeleton that follows the placeholder. */}
      <RemoteSlot id={id} minHeight="16rem" />
    </Reserved>
  );
}
