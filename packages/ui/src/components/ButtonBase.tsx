import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';
import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost' | 'onDark';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonStyleProps = { variant?: ButtonVariant; size?: ButtonSize };

const palette = (theme: Theme, variant: ButtonVariant) => {
  const c = theme.colors;
  switch (variant) {
    case 'accent':
      return { bg: c.accentDark, fg: c.textOnDark, border: c.accentDark, hover: c.accent };
    case 'outline':
      return { bg: 'transparent', fg: c.primary, border: c.primary, hover: c.surfaceAlt };
    case 'ghost':
      return { bg: 'transparent', fg: c.navy, border: 'transparent', hover: c.surfaceAlt };
    case 'onDark':
      return { bg: c.surface, fg: c.navy, border: c.surface, hover: c.surfaceAlt };
    default:
      return { bg: c.primary, fg: c.textOnDark, border: c.primary, hover: c.primaryDark };
  }
};

const padding = { sm: '0.4rem 0.9rem', md: '0.65rem 1.35rem', lg: '0.85rem 1.75rem' } as const;

/** The look of every button and button-like link (shared by Button and ButtonLink). */
export const buttonStyles = ({ theme, variant = 'primary', size = 'md' }: ButtonStyleProps & { theme: Theme }) => {
  const p = palette(theme, variant);
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space.xs,
    padding: padding[size],
    fontSize: size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md,
    fontWeight: 600,
    fontFamily: 'inherit',
    lineHeight: 1.2,
    textDecoration: 'none',
    color: p.fg,
    background: p.bg,
    border: `2px solid ${p.border}`,
    borderRadius: theme.radii.pill,
    cursor: 'pointer',
    transition: `background ${theme.durations.fast}, color ${theme.durations.fast}`,
    '&:hover': { background: p.hover, color: variant === 'outline' ? theme.colors.primaryDark : p.fg },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  } as const;
};

const StyledButton = styled('button', {
  shouldForwardProp: (prop) => prop !== 'variant' && prop !== 'size',
})<ButtonStyleProps>(buttonStyles);

export type ButtonProps = ButtonStyleProps & ButtonHTMLAttributes<HTMLButtonElement>;

/** A real `<button>`. Kept apart from ButtonLink so code that only needs buttons (the form toolkit) never pulls in the router. */
export function Button({ type = 'button', ...props }: ButtonProps) {
  return <StyledButton type={type} {...props} />;
}
