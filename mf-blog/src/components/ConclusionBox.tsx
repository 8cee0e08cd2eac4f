import styled from '@emotion/styled';
import { useId } from 'react';
import { Lightbulb } from 'lucide-react';
import { blogText } from '../content/blogText';

const Box = styled.section(({ theme }) => ({
  margin: `${theme.space.xxl} 0`,
  padding: theme.space.xl,
  borderRadius: theme.radii.md,
  borderLeft: `6px solid ${theme.colors.primary}`,
  background: theme.colors.surfaceAlt,
  boxShadow: theme.shadows.card,
  '& h2': { display: 'flex', alignItems: 'center', gap: theme.space.xs, marginTop: 0 },
  '& h2 svg': { color: theme.colors.primary, flexShrink: 0 },
  '& p:last-child': { marginBottom: 0 },
  [theme.mq.belowTablet]: { padding: theme.space.lg },
}));

export type ConclusionBoxProps = { paragraphs: readonly string[] };

/** The article's closing summary, set apart from the body. */
export function ConclusionBox({ paragraphs }: ConclusionBoxProps) {
  const headingId = useId();
  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Lightbulb size={24} aria-hidden="true" />
        {blogText.post.conclusionHeading}
      </h2>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </Box>
  );
}
