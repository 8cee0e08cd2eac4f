import styled from '@emotion/styled';
import { careersText } from '../content/careersText';
import type { LocationFilter as Location } from '../content/types';
import { locationChoices } from '../lib/locationFilter';

const List = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.xs,
}));

const Choice = styled.button(({ theme }) => ({
  padding: `${theme.space.xs} ${theme.space.md}`,
  font: 'inherit',
  fontWeight: 600,
  color: theme.colors.primaryDark,
  background: theme.colors.surface,
  border: `2px solid ${theme.colors.primary}`,
  borderRadius: theme.radii.pill,
  cursor: 'pointer',
  transition: `background ${theme.durations.fast}, color ${theme.durations.fast}`,
  '&:hover': { background: theme.colors.surfaceAlt },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '2px' },
  '&[aria-pressed="true"]': { color: theme.colors.textOnDark, background: theme.colors.primary },
}));

export type LocationFilterProps = { selected: Location; onSelect: (location: Location) => void };

/** All plus each location, as toggle buttons; the selected one is pressed. */
export function LocationFilter({ selected, onSelect }: LocationFilterProps) {
  return (
    <div role="group" aria-label={careersText.positions.filterLabel}>
      <List>
        {locationChoices.map((location) => (
          <li key={location}>
            <Choice type="button" aria-pressed={location === selected} onClick={() => onSelect(location)}>
              {location === 'All' ? careersText.positions.all : location}
            </Choice>
          </li>
        ))}
      </List>
    </div>
  );
}
