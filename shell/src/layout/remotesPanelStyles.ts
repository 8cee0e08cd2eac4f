import styled from '@emotion/styled';

/** The remotes status panel's dock, toggle and panel. */
export const Dock = styled.aside(({ theme }) => ({
  position: 'fixed',
  left: theme.space.md,
  top: `calc(${theme.layout.navHeight} + ${theme.space.xs})`,
  zIndex: theme.zIndex.badge,
  maxWidth: `calc(100vw - 2 * ${theme.space.md})`,
  fontSize: theme.fontSizes.xs,
  color: theme.colors.textOnDark,
}));

export const Toggle = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xxs,
  font: 'inherit',
  fontWeight: 700,
  padding: `${theme.space.xxs} ${theme.space.sm}`,
  borderRadius: theme.radii.pill,
  border: 0,
  background: theme.colors.navy,
  color: theme.colors.textOnDark,
  boxShadow: theme.shadows.raised,
  cursor: 'pointer',
}));

export const Panel = styled.div(({ theme }) => ({
  marginTop: theme.space.xs,
  padding: theme.space.sm,
  borderRadius: theme.radii.md,
  background: theme.colors.navy,
  boxShadow: theme.shadows.raised,
  overflowX: 'auto',
  '& h2': { fontSize: theme.fontSizes.sm, margin: `0 0 ${theme.space.xxs}`, color: theme.colors.textOnDark },
  '& p': { margin: `0 0 ${theme.space.xs}`, color: theme.colors.textOnDarkMuted },
  '& table': { borderCollapse: 'collapse' },
  '& th, & td': { textAlign: 'left', padding: `${theme.space.xxs} ${theme.space.xs}`, verticalAlign: 'top' },
  '& th': { borderBottom: `1px solid ${theme.colors.navyLight}` },
  '& code': { wordBreak: 'break-all' },
}));
