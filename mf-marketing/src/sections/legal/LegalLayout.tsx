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
  '& > p': { fontSize: theme.fontSizes.lg, marginTop: 0 },
}));

export const DateLine = styled.p(({ theme }) => ({
  display: 'inline-block',
  padding: `${theme.space.xxs} ${theme.space.sm}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.surfaceAlt,
  fontWeight: 700,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.navy,
}));

const Header = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.md,
  marginBottom: theme.space.xl,
  '& > *': { margin: 0 },
}));

export type LegalLayoutProps = {
  /** Above both columns: the document's date and controls. */
  header: ReactNode;
  aside: ReactNode;
  children: ReactNode;
};

/** Date and controls on top; the table of contents beside the document on desktop, above it below 1024 px. */
export function LegalLayout({ header, aside, children }: LegalLayoutProps) {
  return (
    <Outer>
      <Container>
        <Header>{header}</Header>
        <Columns>
          <div>{aside}</div>
          {children}
        </Columns>
      </Container>
    </Outer>
  );
}
