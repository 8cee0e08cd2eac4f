import styled from '@emotion/styled';
import { IconButton } from '@codecrush/ui/icon-button';
import { heroText } from '../../content/home/heroText';
import type { HeroSlider } from '../../hooks/useHeroSlider';
import { HeroIcon } from './HeroIcon';

const Bar = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  flexWrap: 'wrap',
  '& p': { display: 'flex', gap: theme.space.xs, margin: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 700 },
}));

const twoDigits = (n: number) => String(n).padStart(2, '0');

export type HeroControlsProps = { slider: HeroSlider; count: number };

/** Previous, the progress counter (01 … 08), pause/play and next. */
export function HeroControls({ slider, count }: HeroControlsProps) {
  const { index, paused, togglePaused, next, previous } = slider;
  const text = heroText;
  return (
    <Bar>
      <IconButton type="button" size="lg" tone="dark" onClick={previous} aria-label={text.previous}>
        <HeroIcon name="previous" />
      </IconButton>
      <p>
        <span aria-hidden="true" data-hero-counter="">
          {twoDigits(index + 1)}
        </span>
        <span aria-hidden="true">/</span>
        <span aria-hidden="true">{twoDigits(count)}</span>
        <span className="visually-hidden">{text.counterLabel(index + 1, count)}</span>
      </p>
      <IconButton
        type="button"
        size="lg"
        tone="dark"
        onClick={togglePaused}
        aria-label={paused ? text.play : text.pause}
      >
        <HeroIcon name={paused ? 'play' : 'pause'} />
      </IconButton>
      <IconButton type="button" size="lg" tone="dark" onClick={next} aria-label={text.next}>
        <HeroIcon name="next" />
      </IconButton>
    </Bar>
  );
}
