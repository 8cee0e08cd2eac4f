import styled from '@emotion/styled';
import { Picture } from '@codecrush/ui';
import { Card } from '@codecrush/ui/card';
import { images } from '../../generated/images';
import type { HomeEvent } from '../../content/home/types';

const Frame = styled(Card)({
  height: '100%',
  overflow: 'hidden',
});

const Media = styled.div({ aspectRatio: '4 / 3', overflow: 'hidden', '& img': { height: '100%', objectFit: 'cover' } });

const Body = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.xs,
  padding: theme.space.lg,
  color: theme.colors.text,
  '& h3': { margin: 0, fontSize: theme.fontSizes.xl, color: theme.colors.navy },
  '& p': { margin: 0, color: theme.colors.textMuted },
}));

export type EventCardProps = { event: HomeEvent };

/** An event of the Life at CodeCrush carousel. */
export function EventCard({ event }: EventCardProps) {
  return (
    <Frame as="article" outlined={false}>
      <Media>
        <Picture image={images[event.image]} alt="" sizes="(max-width: 767px) 90vw, (max-width: 1023px) 45vw, 380px" />
      </Media>
      <Body>
        <h3>{event.title}</h3>
        <p>{event.summary}</p>
      </Body>
    </Frame>
  );
}
