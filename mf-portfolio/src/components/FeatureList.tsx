import styled from '@emotion/styled';
import type { Feature } from '../content/types';

const List = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space.md,
}));

const Item = styled.li(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: theme.space.md,
  alignItems: 'start',
  padding: theme.space.md,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  '& h3': { fontSize: theme.fontSizes.lg, margin: `0 0 ${theme.space.xxs}`, color: theme.colors.navy },
  '& p': { margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm, lineHeight: 1.6 },
}));

const Icon = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: theme.radii.md,
  background: theme.colors.surfaceAlt,
  color: theme.colors.primary,
}));

export type FeatureListProps = { features: readonly Feature[]; label?: string };

/** Features as a list of icon, heading (h3) and description. */
export function FeatureList({ features, label }: FeatureListProps) {
  return (
    <List aria-label={label}>
      {features.map((feature) => {
        const FeatureIcon = feature.icon;
        return (
          <Item key={feature.heading}>
            <Icon aria-hidden="true">
              <FeatureIcon size={22} />
            </Icon>
            <div>
              <h3>{feature.heading}</h3>
              <p>{feature.description}</p>
            </div>
          </Item>
        );
      })}
    </List>
  );
}
