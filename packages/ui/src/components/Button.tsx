import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from '../router';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost' | 'onDark';
export type ButtonSize = 'sm' | 'md' | 'lg';

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize };

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

const buttonStyles = ({ theme, variant = 'primary', size = 'md' }: StyleProps & { theme: Theme }) => {
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
})<StyleProps>(buttonStyles);
const StyledLink = styled(Link, { shouldForwardProp: (prop) => prop !== 'variant' && prop !== 'size' })<StyleProps>(
  buttonStyles,
);
const StyledAnchor = styled('a', { shouldForwardProp: (prop) => prop !== 'variant' && prop !== 'size' })<StyleProps>(
  buttonStyles,
);

export type ButtonProps = StyleProps & ButtonHTMLAttributes<HTMLButtonElement>;

/** A real `<button>`. */
export function Button({ type = 'button', ...props }: ButtonProps) {
  return <StyledButton type={type} {...props} />;
}

export type ButtonLinkProps = StyleProps & { to: string; children: ReactNode } & Omit<
    AnchorHTMLAttributes<HTMLAnchorElement>,
    'href'
  >;

/** A link that looks like a button: in-site paths use the router, absolute URLs a plain anchor. */
export function ButtonLink({ to, ...props }: ButtonLinkProps) {
  if (/^(https?:|mailto:|tel:)/.test(to)) return <StyledAnchor href={to} {...props} />;
  return <StyledLink to={to} {...props} />;
}
