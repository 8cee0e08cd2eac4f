import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import type { ComponentProps } from 'react';

const shine = keyframes`
  from { background-position: -200px 0; }
  to { background-position: calc(200px + 100%) 0; }
`;

const Shimmer = styled.div<{ height?: string; width?: string }>(({ theme, height, width }) => ({
  height: height ?? '1rem',
  width: width ?? '100%',
  borderRadius: theme.radii.sm,
  background: `linear-gradient(90deg, ${theme.colors.skeleton} 0, ${theme.colors.skeletonShine} 50%, ${theme.colors.skeleton} 100%) no-repeat ${theme.colors.skeleton}`,
  backgroundSize: '200px 100%',
  animation: `${shine} 1.2s ease-in-out infinite`,
  [theme.mq.reducedMotion]: { animation: 'none' },
}));

/** A grey placeholder block, marked `data-skeleton` (the served pages are checked to have none in their content). */
export const SkeletonBlock = (props: ComponentProps<typeof Shimmer>) => <Shimmer data-skeleton="" {...props} />;

const Page = styled.div(({ theme }) => ({
  minHeight: '100vh',
  display: 'grid',
  alignContent: 'start',
  gap: theme.space.lg,
}));

const Hero = styled.div(({ theme }) => ({
  padding: `calc(${theme.layout.navHeight} + ${theme.space.xxxl}) ${theme.space.lg} ${theme.space.xxxl}`,
  background: theme.colors.navy,
  display: 'grid',
  gap: theme.space.md,
}));

const Body = styled.div(({ theme }) => ({
  maxWidth: theme.layout.maxWidth,
  width: '100%',
  margin: '0 auto',
  padding: `0 ${theme.space.lg}`,
  display: 'grid',
  gap: theme.space.md,
}));

export type SkeletonProps = { variant?: 'page' | 'block'; label?: string };

/** Placeholder with the page's shape while a remote loads (no layout shift when it arrives). */
export function Skeleton({ variant = 'page', label = 'Loading…' }: SkeletonProps) {
  if (variant === 'block') {
    return (
      <div role="status" aria-live="polite">
        <span className="visually-hidden">{label}</span>
        <SkeletonBlock height="16rem" />
      </div>
    );
  }
  return (
    <Page role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <Hero>
        <SkeletonBlock height="2.75rem" width="min(32rem, 80%)" />
        <SkeletonBlock height="1.25rem" width="min(24rem, 60%)" />
      </Hero>
      <Body>
        <SkeletonBlock height="1.5rem" width="40%" />
        <SkeletonBlock />
        <SkeletonBlock width="92%" />
        <SkeletonBlock width="85%" />
        <SkeletonBlock height="14rem" />
      </Body>
    </Page>
  );
}
