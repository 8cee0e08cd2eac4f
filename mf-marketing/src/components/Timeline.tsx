import styled from '@emotion/styled';
import { Picture } from '@codecrush/ui';
import { detailText } from '../content/text';
import type { Step } from '../content/types';

const List = styled.ol(({ theme }) => ({
  position: 'relative',
  listStyle: 'none',
  margin: `${theme.space.xl} 0 0`,
  padding: 0,
  display: 'grid',
  gap: theme.space.xxl,
  // The line the steps hang on: centred on desktop, at the left edge on mobile.
  '&::before': {
    content: '""',
    position: 'absolute',
    top: 0,
    bottom: 0,
    left: '50%',
    width: '4px',
    marginLeft: '-2px',
    borderRadius: theme.radii.pill,
    background: theme.colors.border,
  },
  [theme.mq.mobile]: { gap: theme.space.xl, '&::before': { left: theme.space.md } },
}));

const Item = styled.li(({ theme }) => ({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  // Room for the numbered marker on the centre line.
  columnGap: `calc(${theme.space.xxl} * 2)`,
  alignItems: 'center',
  '& > div:nth-of-type(2)': { justifySelf: 'start' },
  // Alternate sides on desktop: even steps put their text on the right.
  '&:nth-of-type(even) > div:first-of-type': { order: 2 },
  '&:nth-of-type(even) > div:nth-of-type(2)': { justifySelf: 'end' },
  [theme.mq.mobile]: {
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: theme.space.md,
    paddingLeft: theme.space.xxl,
    '&:nth-of-type(even) > div:first-of-type': { order: 0 },
    '& > div:nth-of-type(2), &:nth-of-type(even) > div:nth-of-type(2)': { justifySelf: 'stretch' },
  },
}));

const Marker = styled.span(({ theme }) => ({
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'grid',
  placeItems: 'center',
  width: theme.space.xxl,
  height: theme.space.xxl,
  borderRadius: theme.radii.pill,
  background: theme.colors.primary,
  color: theme.colors.textOnDark,
  fontWeight: 700,
  boxShadow: `0 0 0 6px ${theme.colors.surface}`,
  [theme.mq.mobile]: { top: 0, left: theme.space.md, transform: 'translate(-50%, 0)' },
}));

const Text = styled.div(({ theme }) => ({
  '& h3': { fontSize: theme.fontSizes.xl, marginBottom: theme.space.xs },
  '& p': { margin: 0, color: theme.colors.textMuted, lineHeight: 1.7 },
}));

const Media = styled.div(({ theme }) => ({
  width: '100%',
  maxWidth: '28rem',
  overflow: 'hidden',
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.card,
  background: theme.colors.navy,
}));

const Label = styled.span(({ theme }) => ({
  display: 'block',
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  color: theme.colors.accentDark,
  marginBottom: theme.space.xxs,
}));

export type TimelineProps = { steps: readonly Step[] };

/** Numbered steps on a line: text and picture alternate sides on desktop, one column below 1024 px. */
export function Timeline({ steps }: TimelineProps) {
  return (
    <List>
      {steps.map((step, index) => (
        <Item key={step.title}>
          <Text>
            <Label>{detailText.stepLabel(index + 1)}</Label>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </Text>
          <Media>
            <Picture image={step.image} alt="" sizes="(max-width: 1023px) 90vw, 560px" />
          </Media>
          <Marker aria-hidden="true">{index + 1}</Marker>
        </Item>
      ))}
    </List>
  );
}
