import styled from '@emotion/styled';
import { Section } from '@codecrush/ui';
import type { CaseStudy } from '../content/types';
import { Prose } from '../components/Split';

const Note = styled.div(({ theme }) => ({
  maxWidth: '52rem',
  padding: theme.space.xl,
  borderRadius: theme.radii.md,
  background: theme.colors.surfaceAlt,
  borderInlineStart: `4px solid ${theme.colors.accentDark}`,
}));

export type NotesSectionProps = { study: CaseStudy };

/** 9. Additional notes. */
export function NotesSection({ study }: NotesSectionProps) {
  const { additionalNotes } = study;
  return (
    <Section title={additionalNotes.heading} data-section="additional-notes">
      <Note>
        <Prose>{additionalNotes.description}</Prose>
      </Note>
    </Section>
  );
}
