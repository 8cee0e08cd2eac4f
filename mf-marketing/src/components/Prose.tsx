import styled from '@emotion/styled';

const Text = styled.div(({ theme }) => ({
  maxWidth: '70ch',
  fontSize: theme.fontSizes.lg,
  lineHeight: 1.75,
  '& p + p': { marginTop: theme.space.md },
  [theme.mq.belowTablet]: { fontSize: theme.fontSizes.md },
}));

export type ProseProps = { paragraphs: readonly string[] };

/** Paragraphs of running text at a readable measure. */
export function Prose({ paragraphs }: ProseProps) {
  return (
    <Text>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </Text>
  );
}
