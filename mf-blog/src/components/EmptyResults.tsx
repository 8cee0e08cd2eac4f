import styled from '@emotion/styled';
import { SearchX } from 'lucide-react';
import { Button } from '@codecrush/ui';
import { blogText } from '../content/blogText';

const Panel = styled.div(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.space.md,
  padding: theme.space.xxl,
  textAlign: 'center',
  border: `1px dashed ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surfaceAlt,
  '& svg': { color: theme.colors.primary },
  '& p': { margin: 0, fontSize: theme.fontSizes.lg, color: theme.colors.navy, fontWeight: 600 },
}));

export type EmptyResultsProps = { onReset: () => void };

/** Shown when no post matches the filter. */
export function EmptyResults({ onReset }: EmptyResultsProps) {
  return (
    <Panel>
      <SearchX size={40} aria-hidden="true" />
      <p>{blogText.list.empty}</p>
      <Button variant="outline" onClick={onReset}>
        {blogText.list.resetFilters}
      </Button>
    </Panel>
  );
}
