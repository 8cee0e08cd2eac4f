import styled from '@emotion/styled';
import { Section, urlVariable } from '@codecrush/ui';
import type { CaseStudy } from '../content/types';

const Grid = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: theme.space.lg,
}));

const Card = styled.li(({ theme }) => ({
  padding: theme.space.lg,
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  '& h3': { fontSize: theme.fontSizes.lg, margin: `${theme.space.sm} 0 ${theme.space.xxs}`, color: theme.colors.navy },
  '& p': { margin: 0, fontSize: theme.fontSizes.sm, lineHeight: 1.6, color: theme.colors.textMuted },
}));

const Tile = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: theme.radii.md,
  background: theme.colors.surfaceAlt,
}));

/** The logo drawn in the theme's ink through a CSS mask (the SVG is fetched like an image, lazily). */
const Logo = styled.span(({ theme }) => ({
  width: '1.75rem',
  height: '1.75rem',
  background: theme.colors.primaryDark,
  mask: 'var(--logo) center / contain no-repeat',
}));

export type TechnologiesSectionProps = { study: CaseStudy };

/** 8. Technologies used: a grid of logo, heading and what it did in this project. */
export function TechnologiesSection({ study }: TechnologiesSectionProps) {
  const { technologiesUsed } = study;
  return (
    <Section title={technologiesUsed.heading} data-section="technologies">
      <Grid>
        {technologiesUsed.technologies.map((tech) => (
          <Card key={tech.heading}>
            <Tile aria-hidden="true">
              <Logo style={urlVariable('--logo', tech.image)} data-logo={tech.image} />
            </Tile>
            <h3>{tech.heading}</h3>
            <p>{tech.description}</p>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
