import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';
import { NavLink } from '@codecrush/ui/router';

export const Bar = styled.header<{ solid: boolean }>(({ theme, solid }) => ({
  position: 'fixed',
  inset: '0 0 auto 0',
  zIndex: theme.zIndex.nav,
  height: theme.layout.navHeight,
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${theme.space.lg}`,
  background: solid ? theme.colors.surface : 'rgba(11, 31, 58, 0.92)',
  boxShadow: solid ? theme.shadows.card : 'none',
  transition: `background ${theme.durations.normal}, box-shadow ${theme.durations.normal}`,
  '--nav-fg': solid ? theme.colors.navy : theme.colors.textOnDark,
  '--nav-active': solid ? theme.colors.accentDark : theme.colors.accent,
  [theme.mq.mobile]: { padding: `0 ${theme.space.md}` },
}));

export const Inner = styled.div(({ theme }) => ({
  width: '100%',
  maxWidth: theme.layout.maxWidth,
  margin: '0 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.lg,
}));

export const Brand = styled(NavLink)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
  fontWeight: 800,
  fontSize: theme.fontSizes.xl,
  color: 'var(--nav-fg)',
  textDecoration: 'none',
}));

export const DesktopList = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.xs,
  [theme.mq.mobile]: { display: 'none' },
}));

const itemStyles = (theme: Theme) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space.xxs,
    padding: `${theme.space.xs} ${theme.space.sm}`,
    border: 0,
    borderRadius: theme.radii.sm,
    background: 'transparent',
    color: 'var(--nav-fg)',
    font: 'inherit',
    fontWeight: 600,
    textDecoration: 'none',
    cursor: 'pointer',
    '&[aria-current="page"], &[data-active="true"]': {
      color: 'var(--nav-active)',
      boxShadow: 'inset 0 -3px 0 var(--nav-active)',
    },
  }) as const;

export const TopLink = styled(NavLink)(({ theme }) => itemStyles(theme));
export const MenuButton = styled.button(({ theme }) => itemStyles(theme));

export const Dropdown = styled.div(({ theme }) => ({
  position: 'absolute',
  top: '100%',
  left: 0,
  minWidth: '16rem',
  display: 'flex',
  gap: theme.space.lg,
  padding: theme.space.md,
  background: theme.colors.surface,
  borderRadius: theme.radii.md,
  boxShadow: theme.shadows.raised,
  zIndex: theme.zIndex.dropdown,
  '&[hidden]': { display: 'none' },
  '& h3': {
    fontSize: theme.fontSizes.xs,
    textTransform: 'uppercase',
    letterSpacing: '0.1em',
    color: theme.colors.textMuted,
    margin: `0 0 ${theme.space.xs}`,
  },
  '& ul': { listStyle: 'none', margin: 0, padding: 0, minWidth: '13rem' },
}));

export const DropdownLink = styled(NavLink)(({ theme }) => ({
  display: 'block',
  padding: `${theme.space.xxs} ${theme.space.xs}`,
  borderRadius: theme.radii.sm,
  color: theme.colors.text,
  textDecoration: 'none',
  '&:hover, &[aria-current="page"]': { background: theme.colors.surfaceAlt, color: theme.colors.primaryDark },
}));

export const MobileToggle = styled.button(({ theme }) => ({
  display: 'none',
  alignItems: 'center',
  gap: theme.space.xs,
  padding: theme.space.xs,
  border: 0,
  background: 'transparent',
  color: 'var(--nav-fg)',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  [theme.mq.mobile]: { display: 'inline-flex' },
}));

export const MobilePanel = styled.div(({ theme }) => ({
  position: 'fixed',
  top: theme.layout.navHeight,
  inset: `${theme.layout.navHeight} 0 0 0`,
  overflowY: 'auto',
  background: theme.colors.surface,
  padding: theme.space.lg,
  boxShadow: theme.shadows.raised,
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& > ul > li': { borderBottom: `1px solid ${theme.colors.border}` },
  [theme.mq.desktop]: { display: 'none' },
}));

export const MobileItem = styled(NavLink)(({ theme }) => ({
  display: 'flex',
  padding: `${theme.space.sm} ${theme.space.xs}`,
  color: theme.colors.navy,
  fontWeight: 600,
  textDecoration: 'none',
  '&[aria-current="page"]': { color: theme.colors.accentDark },
}));

export const MobileGroupButton = styled.button(({ theme }) => ({
  width: '100%',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: `${theme.space.sm} ${theme.space.xs}`,
  border: 0,
  background: 'transparent',
  color: theme.colors.navy,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&[data-active="true"]': { color: theme.colors.accentDark },
}));

export const MobileSubLink = styled(NavLink)(({ theme }) => ({
  display: 'block',
  padding: `${theme.space.xs} ${theme.space.lg}`,
  color: theme.colors.text,
  textDecoration: 'none',
  '&[aria-current="page"]': { color: theme.colors.accentDark, fontWeight: 600 },
}));

export const MenuItem = styled.li({ position: 'relative' });

export const GroupHeading = styled.p(({ theme }) => ({
  margin: `${theme.space.xs} ${theme.space.lg} 0`,
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  color: theme.colors.textMuted,
}));
