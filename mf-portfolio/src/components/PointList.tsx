import styled from '@emotion/styled';
import { CircleAlert, CircleCheck } from 'lucide-react';

const List = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space.md,
  '& li': { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: theme.space.sm, lineHeight: 1.65 },
}));

const Mark = styled('span', { shouldForwardProp: (p) => p !== 'tone' })<{ tone: PointTone }>(({ theme, tone }) => ({
  display: 'inline-flex',
  paddingTop: '0.15em',
  color: tone === 'problem' ? theme.colors.accentDark : theme.colors.success,
}));

export type PointTone = 'problem' | 'solution';

export type PointListProps = { items: readonly string[]; tone: PointTone };

/** Challenges (an alert mark) or solutions (a check mark), one sentence or two each. */
export function PointList({ items, tone }: PointListProps) {
  const Icon = tone === 'problem' ? CircleAlert : CircleCheck;
  return (
    <List>
      {items.map((item) => (
        <li key={item}>
          <Mark tone={tone} aria-hidden="true">
            <Icon size={20} />
          </Mark>
          <span>{item}</span>
        </li>
      ))}
    </List>
  );
}
