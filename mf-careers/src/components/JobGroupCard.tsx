import styled from '@emotion/styled';
import { paths } from '@codecrush/contracts';
import { Link } from '@codecrush/ui/router';
import { careersText } from '../content/careersText';
import type { JobGroup } from '../content/types';
import { RoleSummary } from './RoleSummary';

const Card = styled.article(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.md,
  height: '100%',
  padding: theme.space.xl,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderTop: `4px solid ${theme.colors.primary}`,
  borderRadius: theme.radii.md,
  boxShadow: theme.shadows.card,
  transition: `box-shadow ${theme.durations.normal}, transform ${theme.durations.normal}`,
  '&:hover': { boxShadow: theme.shadows.raised, transform: 'translateY(-2px)' },
  '&:focus-within': { boxShadow: theme.shadows.raised },
  [theme.mq.reducedMotion]: { transition: 'none', '&:hover': { transform: 'none' } },
}));

const Title = styled.h3(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.xl,
  '& a': { color: theme.colors.navy, textDecoration: 'none' },
  '& a:hover': { color: theme.colors.primary },
  // The whole card is clickable through the title link.
  '& a::after': { content: '""', position: 'absolute', inset: 0, borderRadius: theme.radii.md },
  '& a:focus-visible': { outline: 'none' },
  '& a:focus-visible::after': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '2px' },
}));

const Place = styled.p(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xxs,
  margin: 0,
  fontSize: theme.fontSizes.sm,
  fontWeight: 600,
  color: theme.colors.accentDark,
  // A location dot drawn in CSS (no icon library in the page's first load).
  '&::before': {
    content: '""',
    width: theme.space.xs,
    height: theme.space.xs,
    borderRadius: theme.radii.pill,
    background: 'currentColor',
  },
}));

const Roles = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space.md,
}));

const More = styled.span(({ theme }) => ({
  marginTop: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xxs,
  fontWeight: 600,
  color: theme.colors.primary,
  '&::after': {
    content: '""',
    width: theme.space.xs,
    height: theme.space.xs,
    borderTop: '2px solid currentColor',
    borderRight: '2px solid currentColor',
    transform: 'rotate(45deg)',
  },
}));

export type JobGroupCardProps = { group: JobGroup };

/** A group of openings (category, location, roles); the whole card links to the application page. */
export function JobGroupCard({ group }: JobGroupCardProps) {
  const title = careersText.positions.groupTitle(group);
  return (
    <Card aria-label={title}>
      <Place>{group.location}</Place>
      <Title>
        <Link to={paths.jobApply}>{title}</Link>
      </Title>
      <Roles aria-label={careersText.positions.rolesLabel}>
        {group.roles.map((role) => (
          <li key={role.title}>
            <RoleSummary role={role} />
          </li>
        ))}
      </Roles>
      <More aria-hidden="true">{careersText.positions.viewAndApply}</More>
    </Card>
  );
}
