import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';
import type { ArticleBlock } from '../content/types';

const Quote = styled.blockquote(({ theme }) => ({
  margin: `${theme.space.lg} 0`,
  padding: `${theme.space.sm} ${theme.space.lg}`,
  borderLeft: `4px solid ${theme.colors.accent}`,
  color: theme.colors.navy,
  fontSize: theme.fontSizes.lg,
  fontStyle: 'italic',
  '& p': { margin: 0 },
}));

const listStyles = ({ theme }: { theme: Theme }) => ({
  paddingLeft: theme.space.lg,
  margin: `0 0 ${theme.space.md}`,
  '& li + li': { marginTop: theme.space.xs },
  '& li::marker': { color: theme.colors.primary, fontWeight: 700 },
});
const Bullets = styled.ul(listStyles);
const Numbered = styled.ol(listStyles);

function Block({ block }: { block: ArticleBlock }) {
  switch (block.kind) {
    case 'list': {
      const List = block.ordered ? Numbered : Bullets;
      return (
        <List>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      );
    }
    case 'quote':
      return (
        <Quote>
          <p>{block.text}</p>
        </Quote>
      );
    default:
      return <p>{block.text}</p>;
  }
}

export type ArticleBlocksProps = { blocks: readonly ArticleBlock[] };

/** The paragraphs, lists and quotes of one article section. */
export function ArticleBlocks({ blocks }: ArticleBlocksProps) {
  return (
    <>
      {blocks.map((block, index) => (
        // Blocks are static content in a fixed order; their position is their identity.
        <Block key={index} block={block} />
      ))}
    </>
  );
}
