import styled from '@emotion/styled';
import { cardKey } from '../content/projectCards';
import type { ProjectCard as ProjectCardData } from '../content/types';
import { ProjectCard } from './ProjectCard';

const List = styled('ul', { shouldForwardProp: (p) => p !== 'columns' })<{ columns: number }>(({ theme, columns }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space.lg,
  gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
  [theme.mq.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.mq.belowPhone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
}));

export type ProjectGridProps = {
  cards: readonly ProjectCardData[];
  /** Columns from 1024 px up (2 below, 1 below 600 px). */
  columns: 3 | 4;
  /** Load the first card's image eagerly (it is the first image of the page). */
  eagerFirst?: boolean;
};

/** Project cards in a responsive grid. */
export function ProjectGrid({ cards, columns, eagerFirst = false }: ProjectGridProps) {
  return (
    <List columns={columns}>
      {cards.map((card, index) => (
        <li key={cardKey(card)}>
          <ProjectCard card={card} priority={eagerFirst && index === 0} />
        </li>
      ))}
    </List>
  );
}
