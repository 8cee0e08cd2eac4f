import styled from '@emotion/styled';
import { use } from 'react';
import { CircleCheck } from 'lucide-react';
import type { termsSummary } from '../../content/legal/termsSummary';

let summary: Promise<typeof termsSummary> | undefined;

/** The summary is its own chunk: fetched when a visitor points at, focuses or presses Simple Version. */
export function loadTermsSummary(): Promise<typeof termsSummary> {
  summary ??= import('../../content/legal/termsSummary').then((m) => m.termsSummary);
  return summary;
}

const List = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: `${theme.space.lg} 0 0`,
  padding: 0,
  display: 'grid',
  gap: theme.space.md,
  '& li': { display: 'flex', gap: theme.space.sm, fontSize: theme.fontSizes.lg },
  '& svg': { flexShrink: 0, marginTop: '0.2em', color: theme.colors.success },
}));

const Note = styled.p(({ theme }) => ({ color: theme.colors.textMuted, fontStyle: 'italic' }));

/** The plain-language version of the terms. */
export function SimpleTerms() {
  const { heading, note, points } = use(loadTermsSummary());
  return (
    <section aria-labelledby="terms-simple-heading">
      <h2 id="terms-simple-heading">{heading}</h2>
      <Note>{note}</Note>
      <List>
        {points.map((point) => (
          <li key={point}>
            <CircleCheck size={22} aria-hidden="true" />
            {point}
          </li>
        ))}
      </List>
    </section>
  );
}
