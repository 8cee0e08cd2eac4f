import styled from '@emotion/styled';
import { Picture } from '@codecrush/ui';
import { Card } from '@codecrush/ui/card';
import type { ResearchFeature } from '../content/types';
import { featureColumns } from '../lib/featureColumns';

const Grid = styled('ul', { shouldForwardProp: (p) => p !== 'columns' })<{ columns: 3 | 4 }>(({ theme, columns }) => ({
  listStyle: 'none',
  margin: `${theme.space.xl} 0 0`,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
  gap: theme.space.lg,
  [theme.mq.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.mq.belowTablet]: { gridTemplateColumns: 'minmax(0, 1fr)' },
}));

const Frame = styled(Card)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  '& img': { aspectRatio: '4 / 3', objectFit: 'cover' },
  '& div': { padding: theme.space.lg },
  '& h3': { fontSize: theme.fontSizes.lg, marginBottom: theme.space.xs },
  '& p': { margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted, lineHeight: 1.65 },
}));

export type FeatureGridProps = { features: readonly ResearchFeature[] };

/** The R&D feature cards: 4 columns for exactly 8 features, else 3 (2 and 1 on smaller screens). */
export function FeatureGrid({ features }: FeatureGridProps) {
  const columns = featureColumns(features.length);
  return (
    <Grid columns={columns} data-columns={columns}>
      {features.map((feature) => (
        <Frame as="li" key={feature.title}>
          <Picture
            image={feature.image}
            alt=""
            sizes={`(max-width: 767px) 90vw, (max-width: 1023px) 45vw, ${columns === 4 ? 280 : 380}px`}
          />
          <div>
            <h3>{feature.title}</h3>
            <p>{feature.description}</p>
          </div>
        </Frame>
      ))}
    </Grid>
  );
}
