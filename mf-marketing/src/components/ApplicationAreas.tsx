import styled from '@emotion/styled';
import { checkMark } from './checkMark';

const Grid = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: `${theme.space.lg} 0 0`,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: theme.space.md,
  [theme.mq.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.mq.belowTablet]: { gridTemplateColumns: 'minmax(0, 1fr)' },
}));

const Item = styled.li(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space.sm,
  padding: theme.space.md,
  background: theme.colors.surface,
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.border}`,
  fontWeight: 600,
  color: theme.colors.navy,
  '&::before': checkMark(theme),
}));

export type ApplicationAreasProps = { applications: readonly string[] };

/** The application areas of an R&D offering as a checked grid. */
export function ApplicationAreas({ applications }: ApplicationAreasProps) {
  return (
    <Grid>
      {applications.map((application) => (
        <Item key={application}>{application}</Item>
      ))}
    </Grid>
  );
}
