import styled from '@emotion/styled';
import { useId } from 'react';
import { blogText } from '../content/blogText';
import { blogCategories } from '../content/types';
import type { BlogCategory } from '../content/types';

const Heading = styled.h2(({ theme }) => ({ fontSize: theme.fontSizes.md, marginBottom: theme.space.xs }));

const List = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space.xxs,
}));

const Choice = styled.button(({ theme }) => ({
  width: '100%',
  textAlign: 'left',
  padding: `${theme.space.xs} ${theme.space.sm}`,
  font: 'inherit',
  color: theme.colors.text,
  background: 'transparent',
  border: 0,
  borderLeft: '3px solid transparent',
  borderRadius: theme.radii.sm,
  cursor: 'pointer',
  '&:hover': { background: theme.colors.surfaceAlt, color: theme.colors.primaryDark },
  '&[aria-pressed="true"]': {
    fontWeight: 700,
    color: theme.colors.primaryDark,
    background: theme.colors.surfaceAlt,
    borderLeftColor: theme.colors.primary,
  },
}));

export type CategoryListProps = { selected: BlogCategory; onSelect: (category: BlogCategory) => void };

/** The sidebar's category choices; the selected one is pressed. */
export function CategoryList({ selected, onSelect }: CategoryListProps) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId}>
      <Heading id={headingId}>{blogText.list.categoriesHeading}</Heading>
      <List>
        {blogCategories.map((category) => (
          <li key={category}>
            <Choice type="button" aria-pressed={category === selected} onClick={() => onSelect(category)}>
              {category}
            </Choice>
          </li>
        ))}
      </List>
    </div>
  );
}
