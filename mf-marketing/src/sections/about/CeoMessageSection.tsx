import styled from '@emotion/styled';
import { Picture, Section } from '@codecrush/ui';
import { about } from '../../content/about';

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 18rem) minmax(0, 1fr)',
  gap: theme.space.xxl,
  alignItems: 'start',
  [theme.mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space.lg },
}));

const Photo = styled.figure(({ theme }) => ({
  margin: 0,
  overflow: 'hidden',
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.raised,
  [theme.mq.mobile]: { maxWidth: '14rem' },
}));

const Message = styled.div(({ theme }) => ({
  fontSize: theme.fontSizes.lg,
  lineHeight: 1.75,
  '& p + p': { marginTop: theme.space.md },
  [theme.mq.belowTablet]: { fontSize: theme.fontSizes.md },
}));

const Signature = styled.p(({ theme }) => ({
  marginTop: theme.space.lg,
  fontWeight: 700,
  color: theme.colors.navy,
  '& span': { display: 'block', fontWeight: 400, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
}));

/** The CEO's message with photo and signature. */
export function CeoMessageSection() {
  const { eyebrow, heading, paragraphs, signatureName, signatureRole, photo } = about.ceoMessage;
  return (
    <Section eyebrow={eyebrow} title={heading}>
      <Layout>
        <Photo>
          <Picture image={photo} alt={signatureName} sizes="(max-width: 1023px) 14rem, 18rem" />
        </Photo>
        <Message>
          {paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <Signature>
            {signatureName}
            <span>{signatureRole}</span>
          </Signature>
        </Message>
      </Layout>
    </Section>
  );
}
