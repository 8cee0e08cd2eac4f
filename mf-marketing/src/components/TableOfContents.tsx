import styled from '@emotion/styled';
import { useId } from 'react';
import { legalText } from '../content/legal/legalText';
import type { LegalSection } from '../content/types';

const Nav = styled.nav(({ theme }) => ({
  position: 'sticky',
  top: `calc(${theme.layout.navHeight} + ${theme.space.lg})`,
  padding: theme.space.lg,
  background: theme.colors.surfaceAlt,
  borderRadius: theme.radii.md,
  '& h2': { fontSize: theme.fontSizes.md, marginBottom: theme.space.sm },
  '& ol': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.xxs },
  '& a': {
    display: 'block',
    padding: `${theme.space.xxs} 0`,
    fontSize: theme.fontSizes.sm,
    color: theme.colors.primaryDark,
  },
  [theme.mq.mobile]: { position: 'static' },
}));

export type TableOfContentsProps = { sections: readonly LegalSection[] };

/** In-page links to every section of a legal document. */
export function TableOfContents({ sections }: TableOfContentsProps) {
  const headingId = useId();
  return (
    <Nav aria-labelledby={headingId}>
      <h2 id={headingId}>{legalText.contents}</h2>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.heading}</a>
          </li>
        ))}
      </ol>
    </Nav>
  );
}
