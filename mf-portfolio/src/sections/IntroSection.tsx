import styled from '@emotion/styled';
import { ExternalLink } from 'lucide-react';
import { ButtonLink, Container } from '@codecrush/ui';
import { portfolioText } from '../content/portfolioText';
import type { CaseStudy } from '../content/types';
import { Figure } from '../components/Figure';
import { Split } from '../components/Split';

const Header = styled.header(({ theme }) => ({
  padding: `calc(${theme.layout.navHeight} + ${theme.space.xxl}) ${theme.space.lg} ${theme.space.xxxl}`,
  color: theme.colors.textOnDark,
  background: `radial-gradient(circle at 85% 15%, ${theme.colors.primary} 0%, transparent 45%), ${theme.colors.navy}`,
  '& h1': { color: theme.colors.textOnDark, fontSize: theme.fontSizes.display, margin: `0 0 ${theme.space.md}` },
  [theme.mq.mobile]: {
    padding: `calc(${theme.layout.navHeight} + ${theme.space.xl}) ${theme.space.md} ${theme.space.xl}`,
  },
}));

const Eyebrow = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.space.xs}`,
  textTransform: 'uppercase',
  letterSpacing: '0.12em',
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  color: theme.colors.focus,
}));

const Description = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.space.xl}`,
  fontSize: theme.fontSizes.lg,
  lineHeight: 1.7,
  color: theme.colors.textOnDarkMuted,
}));

export type IntroSectionProps = { study: CaseStudy; name: string };

/** 1. Introduction: heading (the page's h1), description, image and the project link. */
export function IntroSection({ study, name }: IntroSectionProps) {
  const { introduction, isWeb } = study;
  const text = portfolioText.caseStudy;
  return (
    <Header data-section="introduction">
      <Container>
        <Split isWeb={isWeb}>
          <div>
            <Eyebrow>{text.eyebrow}</Eyebrow>
            <h1 tabIndex={-1}>{introduction.heading}</h1>
            <Description>{introduction.description}</Description>
            <ButtonLink to={introduction.projectLink} variant="onDark" target="_blank" rel="noopener noreferrer">
              {text.visitProject}
              <span className="visually-hidden">{text.newTab}</span>
              <ExternalLink size={18} aria-hidden="true" />
            </ButtonLink>
          </div>
          <Figure
            image={introduction.image}
            alt={text.imageAlt(text.introImage(isWeb), name)}
            isWeb={isWeb}
            sizes={isWeb ? '(max-width: 1023px) 100vw, 700px' : '(max-width: 1023px) 100vw, 480px'}
            priority
          />
        </Split>
      </Container>
    </Header>
  );
}
