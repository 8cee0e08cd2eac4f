import styled from '@emotion/styled';
import { ButtonLink, Section } from '@codecrush/ui';
import { paths } from '@codecrush/contracts';
import { portfolioText } from '../content/portfolioText';
import { featuredCards } from '../content/projectCards';
import { ProjectGrid } from '../components/ProjectGrid';

const Footer = styled.div(({ theme }) => ({ marginTop: theme.space.xl, display: 'flex', justifyContent: 'center' }));

/** The home page's projects block: the four featured projects and View All → /projects (an h2, never an h1). */
export function FeaturedProjectsSection() {
  const { eyebrow, title, intro, viewAll } = portfolioText.featured;
  return (
    <Section tone="alt" eyebrow={eyebrow} title={title} intro={intro}>
      <ProjectGrid cards={featuredCards} columns={4} />
      <Footer>
        <ButtonLink to={paths.projects}>
          {viewAll}
          <span aria-hidden="true">→</span>
        </ButtonLink>
      </Footer>
    </Section>
  );
}
