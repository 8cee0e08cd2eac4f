import styled from '@emotion/styled';
import { paths } from '@codecrush/contracts';
import { Card, CardMore, cardTitleLink } from '@codecrush/ui/card';
import { Link } from '@codecrush/ui/router';
import { careersText } from '../content/careersText';
import type { JobGroup } from '../content/types';
import { RoleSummary } from './RoleSummary';

const Frame = styled(Card)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.md,
  height: '100%',
  padding: theme.space.xl,
  borderTop: `4px solid ${theme.colors.primary}`,
  [theme.mq.reducedMotion]: { transition: 'none' },
}));

const Title = styled.h3(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.xl,
  // The whole card is clickable through the title link.
  ...cardTitleLink(theme),
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

/** Its "View and apply" line ends in a CSS chevron (no icon library in this remote). */
const More = styled(CardMore)(({ theme }) => ({
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
    <Frame as="article" hover="lift" clickable aria-label={title}>
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
    </Frame>
  );
}
