import styled from '@emotion/styled';
import { hrefs } from '@codecrush/contracts';
import { ButtonLink, Picture } from '@codecrush/ui';
import { Card } from '@codecrush/ui/card';
import { portfolioText } from '../content/portfolioText';
import type { ProjectCard as ProjectCardData } from '../content/types';
import { illustrationImage } from '@codecrush/ui/images';
import { images } from '../generated/images';

const Frame = styled(Card)({ display: 'flex', flexDirection: 'column', height: '100%', overflow: 'hidden' });

/** Every card image in the same 4:3 frame, so rows line up whatever the art's aspect. */
const Media = styled.div(({ theme }) => ({
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  background: theme.colors.navy,
  '& img': { width: '100%', height: '100%', objectFit: 'cover' },
}));

const Body = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.space.sm,
  flex: 1,
  padding: theme.space.lg,
}));

const Type = styled.p(({ theme }) => ({
  margin: 0,
  padding: `${theme.space.xxs} ${theme.space.sm}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.surfaceAlt,
  color: theme.colors.primaryDark,
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
}));

const Title = styled.h3(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.lg,
  lineHeight: 1.35,
  color: theme.colors.navy,
  flex: 1,
}));

export type ProjectCardProps = { card: ProjectCardData; priority?: boolean; sizes?: string };

/** A project in a grid: image, project type, title and Know More → its case study. */
export function ProjectCard({
  card,
  priority,
  sizes = '(max-width: 599px) 100vw, (max-width: 1023px) 50vw, 380px',
}: ProjectCardProps) {
  const image = illustrationImage(images, card.image);
  const { knowMore, knowMoreLabel } = portfolioText.card;
  return (
    <Frame as="article" hover="raise">
      <Media>{image && <Picture image={image} alt="" sizes={sizes} priority={priority} />}</Media>
      <Body>
        <Type>{card.projectType}</Type>
        <Title>{card.title}</Title>
        <ButtonLink
          to={hrefs.project(card.id)}
          variant="outline"
          size="sm"
          aria-label={knowMoreLabel(card.title, card.projectType)}
        >
          {knowMore}
          <span aria-hidden="true">→</span>
        </ButtonLink>
      </Body>
    </Frame>
  );
}
