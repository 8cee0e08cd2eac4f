import styled from '@emotion/styled';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from '../router';
import { buttonStyles } from './ButtonBase';
import type { ButtonStyleProps } from './ButtonBase';

export { Button } from './ButtonBase';
export type { ButtonProps, ButtonVariant, ButtonSize } from './ButtonBase';

const StyledLink = styled(Link, {
  shouldForwardProp: (prop) => prop !== 'variant' && prop !== 'size',
})<ButtonStyleProps>(buttonStyles);
const StyledAnchor = styled('a', {
  shouldForwardProp: (prop) => prop !== 'variant' && prop !== 'size',
})<ButtonStyleProps>(buttonStyles);

export type ButtonLinkProps = ButtonStyleProps & { to: string; children: ReactNode } & Omit<
    AnchorHTMLAttributes<HTMLAnchorElement>,
    'href'
  >;

/** A link that looks like a button: in-site paths use the router, absolute URLs a plain anchor. */
export function ButtonLink({ to, ...props }: ButtonLinkProps) {
  if (/^(https?:|mailto:|tel:)/.test(to)) return <StyledAnchor href={to} {...props} />;
  return <StyledLink to={to} {...props} />;
}
