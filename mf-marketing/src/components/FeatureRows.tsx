import styled from '@emotion/styled';
import { Picture } from '@codecrush/ui';
import type { IndustryFeature } from '../content/types';

const List = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: `${theme.space.xl} 0 0`,
  padding: 0,
  display: 'grid',
  gap: theme.space.xxxl,
  [theme.mq.mobile]: { gap: theme.space.xxl },
}));

const Row = styled.li(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: theme.space.xxl,
  alignItems: 'center',
  // Alternate: every second row shows its picture on the left.
  '&:nth-of-type(even) > div:first-of-type': { order: 2 },
  '& h3': { fontSize: theme.fontSizes.xxl, marginBottom: theme.space.sm },
  '& p': { margin: 0, fontSize: theme.fontSizes.lg, lineHeight: 1.7, color: theme.colors.textMuted },
  [theme.mq.mobile]: {
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: theme.space.lg,
    '&:nth-of-type(even) > div:first-of-type': { order: 0 },
    '& h3': { fontSize: theme.fontSizes.xl },
  },
}));

const Media = styled.div(({ theme }) => ({
  overflow: 'hidden',
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.raised,
  background: theme.colors.navy,
}));

export type FeatureRowsProps = { features: readonly IndustryFeature[] };

/** Rows of text and picture, alternating sides on desktop, stacked below 1024 px. */
export function FeatureRows({ features }: FeatureRowsProps) {
  return (
    <List>
      {features.map((feature) => (
        <Row key={feature.title}>
          <div>
            <h3>{feature.title}</h3>
            <p>{feature.description}</p>
          </div>
          <Media>
            <Picture image={feature.image} alt="" sizes="(max-width: 1023px) 90vw, 560px" />
          </Media>
        </Row>
      ))}
    </List>
  );
}
