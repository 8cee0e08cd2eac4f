import styled from '@emotion/styled';
import { ButtonLink, Section } from '@codecrush/ui';
import { hrefs, paths } from '@codecrush/contracts';
import { featuredProjectIds, projectCards } from '../content/projectCards';
import { featuredText } from '../content/featuredText';

const Grid = styled.ul(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${theme.space.xl}`,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
  gap: theme.space.lg,
  '& li': {
    padding: theme.space.lg,
    borderRadius: theme.radii.md,
    background: theme.colors.surface,
    boxShadow: theme.shadows.card,
  },
  '& h3': { fontSize: theme.fontSizes.lg },
}));

const featured = featuredProjectIds
  .map((id) => projectCards.find((card) => card.id === id))
  .filter((card) => card !== undefined);

/** Home-page fragment: four featured projects with Know More links and View All → /projects. */
export default function FeaturedProjects() {
  return (
    <Section tone="alt" title={featuredText.title} intro={featuredText.intro}>
      <Grid>
        {featured.map((card) => (
          <li key={card.id}>
            <h3>{card.title}</h3>
            <p>{card.projectType}</p>
            <ButtonLink
              to={hrefs.project(card.id)}
              variant="outline"
              size="sm"
              aria-label={`${featuredText.knowMore}: ${card.title}`}
            >
              {featuredText.knowMore}
            </ButtonLink>
          </li>
        ))}
      </Grid>
      <ButtonLink to={paths.projects}>{featuredText.viewAll}</ButtonLink>
    </Section>
  );
}
