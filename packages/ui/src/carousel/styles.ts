import styled from '@emotion/styled';
import { IconButton, iconButtonSizes } from '../components/IconButton';

/** Size of the round control buttons (arrows, pause/play). */
const controlSize = iconButtonSizes.md;

export const Root = styled('section', { shouldForwardProp: (p) => p !== 'reserveControls' })<{
  reserveControls: boolean;
}>(({ theme, reserveControls }) => ({
  position: 'relative',
  minWidth: 0,
  paddingBottom: reserveControls ? `calc(${controlSize} + ${theme.space.sm})` : undefined,
}));

export const Viewport = styled('div', { shouldForwardProp: (p) => p !== 'gutter' && p !== 'controlsBeside' })<{
  gutter: boolean;
  controlsBeside: boolean;
}>(({ theme, gutter, controlsBeside }) => ({
  '& .slick-slider': { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'center' },
  '& .slick-list': { gridColumn: 2, gridRow: 1 },
  '& .slick-prev': { gridColumn: 1, gridRow: 1, marginInlineEnd: theme.space.sm },
  '& .slick-next': { gridColumn: 3, gridRow: 1, marginInlineStart: theme.space.sm },
  '& .slick-track': { display: 'flex' },
  '& .slick-slide': { height: 'auto', paddingInline: gutter ? theme.space.xs : 0 },
  '& .slick-slide > div': { height: '100%' },
  '& .slick-dots': {
    gridColumn: '1 / -1',
    gridRow: 2,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    alignItems: 'center',
    gap: theme.space.xxs,
    minHeight: controlSize,
    margin: `${theme.space.sm} 0 0`,
    padding: controlsBeside ? `0 calc(${controlSize} + ${theme.space.xs})` : 0,
    listStyle: 'none',
  },
}));

export const SlideFrame = styled.div({ height: '100%', verticalAlign: 'top' });

export const ArrowButton = IconButton;

export const PauseButton = styled(IconButton)({
  position: 'absolute',
  insetInlineEnd: 0,
  bottom: 0,
  zIndex: 1,
});

export const DotButton = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  '&::before': {
    content: '""',
    display: 'block',
    width: '0.625rem',
    height: '0.625rem',
    borderRadius: theme.radii.pill,
    background: theme.colors.textMuted,
    opacity: 0.75,
    transition: `width ${theme.durations.normal}, background ${theme.durations.fast}`,
  },
  '&:hover::before': { opacity: 1 },
  '&[aria-current="true"]::before': { width: '1.5rem', background: theme.colors.primary, opacity: 1 },
}));
