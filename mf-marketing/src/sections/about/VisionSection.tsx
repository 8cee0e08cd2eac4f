import styled from '@emotion/styled';
import { useId } from 'react';
import { ButtonLink, Picture, Section } from '@codecrush/ui';
import { about } from '../../content/about';

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: theme.space.xxl,
  alignItems: 'center',
  [theme.mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space.lg },
}));

/** The Section eyebrow's colour is for light backgrounds: this one is readable on navy. */
const Eyebrow = styled.p(({ theme }) => ({
  textTransform: 'uppercase',
  letterSpacing: '0.12em',
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  color: theme.colors.accent,
  marginBottom: theme.space.xs,
}));

const Text = styled.p(({ theme }) => ({
  fontSize: theme.fontSizes.lg,
  lineHeight: 1.7,
  color: theme.colors.textOnDarkMuted,
}));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.md,
  marginTop: theme.space.lg,
}));

const Media = styled.div(({ theme }) => ({
  overflow: 'hidden',
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.raised,
}));

/** The 2030 vision with Partner With Us → /remote-resources and View Careers → /careers. */
export function VisionSection() {
  const { eyebrow, heading, text, image, actions } = about.vision;
  const [partner, careers] = actions;
  const headingId = useId();
  return (
    <Section tone="dark" aria-labelledby={headingId}>
      <Eyebrow>{eyebrow}</Eyebrow>
      <h2 id={headingId}>{heading}</h2>
      <Layout>
        <div>
          <Text>{text}</Text>
          <Actions>
            <ButtonLink to={partner.to} variant="onDark" size="lg">
              {partner.label}
            </ButtonLink>
            <ButtonLink to={careers.to} variant="accent" size="lg">
              {careers.label}
            </ButtonLink>
          </Actions>
        </div>
        <Media>
          <Picture image={image} alt="" sizes="(max-width: 1023px) 90vw, 560px" />
        </Media>
      </Layout>
    </Section>
  );
}
