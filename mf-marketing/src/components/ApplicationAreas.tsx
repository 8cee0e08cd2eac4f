import styled from '@emotion/styled';

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
  // A check mark drawn in CSS: no icon library on the detail pages' first load.
  '&::before': {
    content: '""',
    flexShrink: 0,
    width: '0.45em',
    height: '0.85em',
    marginTop: '0.1em',
    marginLeft: '0.3em',
    marginRight: '0.3em',
    borderRight: `3px solid ${theme.colors.success}`,
    borderBottom: `3px solid ${theme.colors.success}`,
    transform: 'rotate(45deg)',
  },
}));

export type ApplicationAreasProps = { applications: readonly string[] };

/** The application areas of an R&D offering as a checked grid. */
export function ApplicationAreas({ applications }: ApplicationAreasProps) {
  return (
    <Grid>
      {applications.map((application) => (
        <Item key={application}>
          {application}
        </Item>
      ))}
    </Grid>
  );
}
