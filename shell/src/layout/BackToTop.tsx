import styled from '@emotion/styled';
import { ArrowUp } from 'lucide-react';
import { backToTopAfterPx } from '../content/navigation';
import { useScrolledPast } from '../hooks/useScrolledPast';

const Fab = styled.button(({ theme }) => ({
  position: 'fixed',
  right: theme.space.lg,
  bottom: theme.space.lg,
  zIndex: theme.zIndex.nav,
  width: '3rem',
  height: '3rem',
  display: 'grid',
  placeItems: 'center',
  border: 0,
  borderRadius: theme.radii.pill,
  background: theme.colors.accentDark,
  color: theme.colors.textOnDark,
  boxShadow: theme.shadows.raised,
  cursor: 'pointer',
}));

/** Appears after scrolling more than 100 px; returns to the top of the page. */
export function BackToTop() {
  const visible = useScrolledPast(backToTopAfterPx);
  if (!visible) return null;
  return (
    <Fab type="button" aria-label="Back to top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <ArrowUp size={22} aria-hidden="true" />
    </Fab>
  );
}
