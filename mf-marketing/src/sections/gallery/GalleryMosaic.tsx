import styled from '@emotion/styled';
import { Picture, Section } from '@codecrush/ui';
import { galleryPhotos } from '../../content/gallery';
import { galleryText } from '../../content/galleryText';
import type { GalleryPhoto } from '../../content/types';

const spans: Record<GalleryPhoto['tile'], { column: number; row: number }> = {
  large: { column: 2, row: 2 },
  wide: { column: 2, row: 1 },
  tall: { column: 1, row: 2 },
  square: { column: 1, row: 1 },
};

const Mosaic = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: `${theme.space.xl} 0 0`,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gridAutoRows: '14rem',
  gridAutoFlow: 'dense',
  gap: theme.space.md,
  // Below 1024 px: a tidy two-column grid of equal tiles.
  [theme.mq.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gridAutoRows: 'auto', gap: theme.space.sm },
}));

const Tile = styled('li', { shouldForwardProp: (p) => p !== 'tile' })<{ tile: GalleryPhoto['tile'] }>(
  ({ theme, tile }) => ({
    gridColumn: `span ${spans[tile].column}`,
    gridRow: `span ${spans[tile].row}`,
    overflow: 'hidden',
    borderRadius: theme.radii.md,
    boxShadow: theme.shadows.card,
    background: theme.colors.navy,
    '& img': {
      height: '100%',
      objectFit: 'cover',
      transition: `transform ${theme.durations.normal}`,
    },
    '&:hover img': { transform: 'scale(1.04)' },
    [theme.mq.reducedMotion]: { '& img': { transition: 'none' }, '&:hover img': { transform: 'none' } },
    [theme.mq.mobile]: { gridColumn: 'span 1', gridRow: 'span 1', aspectRatio: '1 / 1' },
  }),
);

/** The photo mosaic: mixed tile shapes on desktop, equal squares below 1024 px; lazy below the fold. */
export function GalleryMosaic() {
  return (
    <Section title={galleryText.heading} intro={galleryText.intro}>
      <Mosaic>
        {galleryPhotos.map((photo, index) => (
          // The list is fixed and some images repeat: the position is the identity.
          <Tile key={index} tile={photo.tile}>
            <Picture image={photo.image} alt={photo.alt} sizes="(max-width: 1023px) 50vw, 600px" priority={index < 2} />
          </Tile>
        ))}
      </Mosaic>
    </Section>
  );
}
