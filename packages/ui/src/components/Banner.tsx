import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { urlVariable } from '../theme/urlVariable';
import { Container } from './Section';

export type BannerProps = {
  /** The page's one h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Background art (already-resolved URL of a designed illustration). */
  image?: string;
  children?: ReactNode;
};

const Outer = styled('header', { shouldForwardProp: (prop) => prop !== 'withImage' })<{ withImage: boolean }>(
  ({ theme, withImage }) => ({
    position: 'relative',
    padding: `calc(${theme.layout.navHeight} + ${theme.space.xxxl}) ${theme.space.lg} ${theme.space.xxxl}`,
    color: theme.colors.textOnDark,
    background: withImage
      ? `linear-gradient(100deg, rgba(11,31,58,0.94) 0%, rgba(11,31,58,0.78) 55%, rgba(11,31,58,0.55) 100%), var(--banner-image) center / cover no-repeat, ${theme.colors.navy}`
      : `radial-gradient(circle at 85% 20%, ${theme.colors.primary} 0%, transparent 45%), ${theme.colors.navy}`,
    '& h1': { color: theme.colors.textOnDark, fontSize: theme.fontSizes.display, marginBottom: theme.space.sm },
    [theme.mq.mobile]: {
      padding: `calc(${theme.layout.navHeight} + ${theme.space.xl}) ${theme.space.md} ${theme.space.xl}`,
    },
  }),
);

const Subtitle = styled.p(({ theme }) => ({
  color: theme.colors.textOnDarkMuted,
  fontSize: theme.fontSizes.lg,
  maxWidth: '44rem',
}));

/** The top banner of a page. It holds the page's h1, which the shell focuses after navigation. */
export function Banner({ title, subtitle, image, children }: BannerProps) {
  return (
    <Outer
      withImage={image !== undefined}
      style={image === undefined ? undefined : urlVariable('--banner-image', image)}
    >
      <Container>
        <h1 tabIndex={-1}>{title}</h1>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
        {children}
      </Container>
    </Outer>
  );
}
