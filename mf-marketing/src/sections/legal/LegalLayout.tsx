import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Container } from '@codecrush/ui';

const Outer = styled.div(({ theme }) => ({
  padding: `${theme.space.xxxl} ${theme.space.lg}`,
  [theme.mq.mobile]: { padding: `${theme.space.xl} ${theme.space.md} ${theme.space.xxl}` },
}));

const Columns = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '18rem minmax(0, 1fr)',
  gap: theme.space.xxl,
  alignItems: 'start',
  [theme.mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space.xl },
}));

/** The document itself, at a readable measure. */
export const DocumentBody = styled.article(({ theme }) => ({
  maxWidth: '72ch',
  lineHeight: 1.75,
  '& > p': { fontSize: theme.fontSizes.lg },
}));

export const DateLine = styled.p(({ theme }) => ({
  display: 'inline-block',
  margin: `0 0 ${theme.space.md}`,
  padding: `${theme.space.xxs} ${theme.space.sm}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.surfaceAlt,
  fontWeight: 700,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.navy,
}));

export type LegalLayoutProps = { aside: ReactNode; children: ReactNode };

/** Table of contents beside the document on desktop, above it below 1024 px. */
export function LegalLayout({ aside, children }: LegalLayoutProps) {
  return (
    <Outer>
      <Container>
        <Columns>
          <div>{aside}</div>
          {children}
        </Columns>
      </Container>
    </Outer>
  );
}
