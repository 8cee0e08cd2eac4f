import styled from '@emotion/styled';
import { RefreshCw } from 'lucide-react';
import { Button } from '@codecrush/ui';
import { compositionText } from '../text';

export type UnavailableProps = { variant: 'page' | 'block'; onRetry: () => void };

const Box = styled.div<{ page: boolean }>(({ theme, page }) => ({
  margin: page
    ? `calc(${theme.layout.navHeight} + ${theme.space.xxl}) auto ${theme.space.xxl}`
    : `${theme.space.xl} auto`,
  maxWidth: '40rem',
  padding: theme.space.xl,
  textAlign: 'center',
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surfaceAlt,
  minHeight: page ? '40vh' : undefined,
  display: 'grid',
  alignContent: 'center',
  justifyItems: 'center',
  gap: theme.space.md,
}));

/** What a visitor sees when a remote cannot be loaded: a plain message and a real retry. */
export function Unavailable({ variant, onRetry }: UnavailableProps) {
  const page = variant === 'page';
  return (
    <Box page={page} role="alert">
      {page ? <h1 tabIndex={-1}>{compositionText.unavailable}</h1> : <p>{compositionText.unavailable}</p>}
      <p>{compositionText.unavailableHint}</p>
      <Button onClick={onRetry}>
        <RefreshCw size={18} aria-hidden="true" />
        {compositionText.tryAgain}
      </Button>
    </Box>
  );
}
