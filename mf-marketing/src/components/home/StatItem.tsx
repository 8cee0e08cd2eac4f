import styled from '@emotion/styled';
import type { Stat } from '../../content/home/types';
import { countUpDurationMs } from '../../content/home/stats';
import { useCountUp } from '../../hooks/useCountUp';

const Item = styled.li(({ theme }) => ({
  display: 'grid',
  gap: theme.space.xs,
  justifyItems: 'center',
  padding: theme.space.lg,
  borderRadius: theme.radii.md,
  background: theme.colors.navyLight,
  textAlign: 'center',
}));

const Figure = styled.span(({ theme }) => ({
  fontSize: theme.fontSizes.display,
  fontWeight: 800,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  color: theme.colors.textOnDark,
}));

const Label = styled.span(({ theme }) => ({ fontSize: theme.fontSizes.lg, color: theme.colors.textOnDarkMuted }));

export type StatItemProps = { stat: Stat; started: boolean; reducedMotion: boolean };

/** One figure: the animated number is decorative; the final one is in the text for every reader. */
export function StatItem({ stat, started, reducedMotion }: StatItemProps) {
  const value = useCountUp({ target: stat.value, durationMs: countUpDurationMs, start: started, reducedMotion });
  return (
    <Item>
      <Figure aria-hidden="true" data-stat={stat.id}>
        {value}
        {stat.suffix}
      </Figure>
      <span className="visually-hidden">{`${stat.value}${stat.suffix}`}</span>
      <Label>{stat.label}</Label>
    </Item>
  );
}
