import styled from '@emotion/styled';
import { useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';

export type SectionTone = 'plain' | 'alt' | 'dark';

export type SectionProps = HTMLAttributes<HTMLElement> & {
  tone?: SectionTone;
  /** Heading shown at the top; its id labels the section. */
  title?: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  /** Heading level of the title (default 2). */
  level?: 2 | 3;
  children?: ReactNode;
};

const Outer = styled('section', { shouldForwardProp: (p) => p !== 'tone' })<{ tone: SectionTone }>(
  ({ theme, tone }) => ({
    padding: `${theme.space.xxxl} ${theme.space.lg}`,
    background: tone === 'alt' ? theme.colors.surfaceAlt : tone === 'dark' ? theme.colors.navy : theme.colors.surface,
    color: tone === 'dark' ? theme.colors.textOnDark : theme.colors.text,
    '& h2, & h3': tone === 'dark' ? { color: theme.colors.textOnDark } : {},
    [theme.mq.mobile]: { padding: `${theme.space.xxl} ${theme.space.md}` },
  }),
);

export const Container = styled.div(({ theme }) => ({
  maxWidth: theme.layout.maxWidth,
  margin: '0 auto',
  width: '100%',
}));

const Eyebrow = styled.p(({ theme }) => ({
  textTransform: 'uppercase',
  letterSpacing: '0.12em',
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  color: theme.colors.accentDark,
  marginBottom: theme.space.xs,
}));

const Intro = styled.p(({ theme }) => ({ maxWidth: '46rem', color: 'inherit', fontSize: theme.fontSizes.lg }));

/** A page block with an optional heading, constrained to the site's width. */
export function Section({ tone = 'plain', title, eyebrow, intro, level = 2, children, id, ...rest }: SectionProps) {
  const autoId = useId();
  const headingId = title ? `${id ?? autoId}-title` : undefined;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Outer tone={tone} id={id} aria-labelledby={headingId} {...rest}>
      <Container>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        {title && <Heading id={headingId}>{title}</Heading>}
        {intro && <Intro>{intro}</Intro>}
        {children}
      </Container>
    </Outer>
  );
}
