import styled from '@emotion/styled';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { ButtonLink } from './Button';
import { Container } from './Section';

export type CtaBannerProps = {
  title: ReactNode;
  text?: ReactNode;
  /** Small heading above the title. */
  eyebrow?: ReactNode;
  action: { label: string; to: string };
};

const Outer = styled.section(({ theme }) => ({
  padding: `${theme.space.xxl} ${theme.space.lg}`,
}));

const Panel = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.lg,
  padding: theme.space.xxl,
  borderRadius: theme.radii.lg,
  color: theme.colors.textOnDark,
  background: `linear-gradient(120deg, ${theme.colors.navy} 0%, ${theme.colors.primaryDark} 100%)`,
  '& h2': { color: theme.colors.textOnDark, marginBottom: theme.space.xs },
  '& p': { color: theme.colors.textOnDarkMuted, margin: 0 },
  [theme.mq.mobile]: { padding: theme.space.xl },
}));

const Eyebrow = styled.p(({ theme }) => ({
  textTransform: 'uppercase',
  letterSpacing: '0.12em',
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
}));

/** The call-to-action band used at the end of pages (e.g. Contact Us → /contact). */
export function CtaBanner({ title, text, eyebrow, action }: CtaBannerProps) {
  const headingId = useId();
  return (
    <Outer aria-labelledby={headingId}>
      <Container>
        <Panel>
          <div>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            <h2 id={headingId}>{title}</h2>
            {text && <p>{text}</p>}
          </div>
          <ButtonLink to={action.to} variant="onDark" size="lg">
            {action.label}
          </ButtonLink>
        </Panel>
      </Container>
    </Outer>
  );
}
