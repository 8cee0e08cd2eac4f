import styled from '@emotion/styled';
import { heroText } from '../../content/home/heroText';
import type { HeroSlider } from '../../hooks/useHeroSlider';
import { HeroIcon } from './HeroIcon';

const Bar = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  flexWrap: 'wrap',
  '& p': { display: 'flex', gap: theme.space.xs, margin: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 700 },
  '& button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '2.75rem',
    height: '2.75rem',
    padding: 0,
    borderRadius: theme.radii.pill,
    border: `1px solid ${theme.colors.textOnDarkMuted}`,
    background: 'transparent',
    color: theme.colors.textOnDark,
    cursor: 'pointer',
    transition: `background ${theme.durations.fast}`,
  },
  '& button:hover': { background: theme.colors.navyLight },
  '& svg': { width: '1.25rem', height: '1.25rem' },
}));

const twoDigits = (n: number) => String(n).padStart(2, '0');

export type HeroControlsProps = { slider: HeroSlider; count: number };

/** Previous, the progress counter (01 … 08), pause/play and next. */
export function HeroControls({ slider, count }: HeroControlsProps) {
  const { index, paused, togglePaused, next, previous } = slider;
  const text = heroText;
  return (
    <Bar>
      <button type="button" onClick={previous} aria-label={text.previous}>
        <HeroIcon name="previous" />
      </button>
      <p>
        <span aria-hidden="true" data-hero-counter="">
          {twoDigits(index + 1)}
        </span>
        <span aria-hidden="true">/</span>
        <span aria-hidden="true">{twoDigits(count)}</span>
        <span className="visually-hidden">{text.counterLabel(index + 1, count)}</span>
      </p>
      <button type="button" onClick={togglePaused} aria-label={paused ? text.play : text.pause}>
        <HeroIcon name={paused ? 'play' : 'pause'} />
      </button>
      <button type="button" onClick={next} aria-label={text.next}>
        <HeroIcon name="next" />
      </button>
    </Bar>
  );
}
