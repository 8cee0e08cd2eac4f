import styled from '@emotion/styled';
import { Button } from '@codecrush/ui';
import { careersText } from '../content/careersText';

const Panel = styled.div(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.space.sm,
  padding: theme.space.xxl,
  textAlign: 'center',
  border: `2px dashed ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  '& p': { margin: 0 },
}));

const Lead = styled.p(({ theme }) => ({ fontSize: theme.fontSizes.lg, fontWeight: 600, color: theme.colors.navy }));
const Hint = styled.p(({ theme }) => ({ color: theme.colors.textMuted }));

export type NoOpeningsProps = { location: string; onShowAll: () => void };

/** Shown when the chosen location has no openings. */
export function NoOpenings({ location, onShowAll }: NoOpeningsProps) {
  return (
    <Panel>
      <Lead>{careersText.positions.empty(location)}</Lead>
      <Hint>{careersText.positions.emptyHint}</Hint>
      <Button variant="outline" onClick={onShowAll}>
        {careersText.positions.showAll}
      </Button>
    </Panel>
  );
}
