import styled from '@emotion/styled';
import type { JobRole } from '../content/types';

const Title = styled.h4(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.lg, color: theme.colors.text }));

const Tags = styled.p(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.xxs,
  margin: `${theme.space.xxs} 0 ${theme.space.xs}`,
  '& span': {
    padding: `${theme.space.xxs} ${theme.space.sm}`,
    borderRadius: theme.radii.pill,
    fontSize: theme.fontSizes.xs,
    fontWeight: 700,
    color: theme.colors.primaryDark,
    background: theme.colors.surfaceAlt,
  },
}));

const Description = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
}));

export type RoleSummaryProps = { role: JobRole };

/** One role of a group: title, its category and type (e.g. Intern, Full-time), and what the work is. */
export function RoleSummary({ role }: RoleSummaryProps) {
  return (
    <>
      <Title>{role.title}</Title>
      <Tags>
        <span>{role.category}</span>
        <span>{role.type}</span>
      </Tags>
      <Description>{role.description}</Description>
    </>
  );
}
