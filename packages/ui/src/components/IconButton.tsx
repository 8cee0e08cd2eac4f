import styled from '@emotion/styled';

export type IconButtonSize = 'md' | 'lg';
/** `light` on a light background (a white disc), `dark` on a dark one (an outlined ring). */
export type IconButtonTone = 'light' | 'dark';

export type IconButtonStyleProps = {
  size?: IconButtonSize;
  tone?: IconButtonTone;
  /** Width and height of the icon inside (default 1.25rem). */
  iconSize?: string;
};

/** Diameter of each size (a layout that reserves room for the button reads it). */
export const iconButtonSizes: Record<IconButtonSize, string> = { md: '2.5rem', lg: '2.75rem' };

const styleProps = new Set(['size', 'tone', 'iconSize']);

/**
 * A round button holding one icon (carousel arrows and pause, pagers, the hero's controls). Give it
 * an `aria-label`; it is hidden by `hidden` and dimmed while disabled. Its own entry
 * (`@codecrush/ui/icon-button`), not a shared module: stateless styles, bundled where used.
 */
export const IconButton = styled('button', {
  shouldForwardProp: (prop) => !styleProps.has(prop),
})<IconButtonStyleProps>(({ theme, size = 'md', tone = 'light', iconSize = '1.25rem' }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: iconButtonSizes[size],
  height: iconButtonSizes[size],
  padding: 0,
  borderRadius: theme.radii.pill,
  cursor: 'pointer',
  transition: `background ${theme.durations.fast}, color ${theme.durations.fast}`,
  ...(tone === 'light'
    ? {
        border: `1px solid ${theme.colors.border}`,
        background: theme.colors.surface,
        color: theme.colors.navy,
        boxShadow: theme.shadows.card,
        '&:hover:not(:disabled)': {
          background: theme.colors.primary,
          borderColor: theme.colors.primary,
          color: theme.colors.textOnDark,
        },
      }
    : {
        border: `1px solid ${theme.colors.textOnDarkMuted}`,
        background: 'transparent',
        color: theme.colors.textOnDark,
        '&:hover:not(:disabled)': { background: theme.colors.navyLight },
      }),
  '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
  '&[hidden]': { display: 'none' },
  '& svg': { width: iconSize, height: iconSize },
}));
