import styled from '@emotion/styled';
import type { LegalSection } from '../content/types';

const Item = styled.section(({ theme }) => ({
  scrollMarginTop: `calc(${theme.layout.navHeight} + ${theme.space.md})`,
  '& + &': { marginTop: theme.space.xl },
  '& h2': { fontSize: theme.fontSizes.xl, marginBottom: theme.space.sm },
  '& p + p, & p + ul': { marginTop: theme.space.sm },
  '& ul': { paddingLeft: theme.space.lg, margin: 0, display: 'grid', gap: theme.space.xs },
}));

export type LegalSectionListProps = { sections: readonly LegalSection[] };

/** The headed sections of a legal document; each is a fragment target for the table of contents. */
export function LegalSectionList({ sections }: LegalSectionListProps) {
  return (
    <>
      {sections.map((section) => (
        <Item key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`}>{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </Item>
      ))}
    </>
  );
}
