import styled from '@emotion/styled';
import { use } from 'react';
import { checkMark } from '../../components/checkMark';
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
  '& li::before': checkMark(theme),
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
          <li key={point}>{point}</li>
        ))}
      </List>
    </section>
  );
}
