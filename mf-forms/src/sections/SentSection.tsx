import styled from '@emotion/styled';
import { Banner, ButtonLink, Section } from '@codecrush/ui';
import type { SentPageCopy } from '../content/sentPages';

const Links = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.md }));
const Text = styled.p(({ theme }) => ({ fontSize: theme.fontSizes.lg, marginTop: 0 }));

/** A sent page's content: the banner with the outcome, a line of text, where to go next. */
export function SentSection({ copy }: { copy: SentPageCopy }) {
  return (
    <>
      <Banner title={copy.title} subtitle={copy.subtitle} />
      <Section>
        <Text>{copy.text}</Text>
        <Links>
          {copy.links.map((link, index) => (
            <ButtonLink key={link.to} to={link.to} variant={index === 0 ? 'primary' : 'outline'}>
              {link.label}
            </ButtonLink>
          ))}
        </Links>
      </Section>
    </>
  );
}
