import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import { Picture } from '@codecrush/ui';
import { Card, CardMore, cardTitleLink } from '@codecrush/ui/card';
import { Link } from '@codecrush/ui/router';
import { images } from '../../generated/images';
import { homeText } from '../../content/home/homeText';
import type { ServiceItem } from '../../content/home/types';
import { serviceIcons } from './serviceIcons';

const Frame = styled(Card)({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  '& [data-icon="hover"]': { display: 'none' },
  '&:hover, &:focus-within': {
    '& [data-icon="rest"]': { display: 'none' },
    '& [data-icon="hover"]': { display: 'block' },
  },
});

const Media = styled.div({ aspectRatio: '4 / 3', overflow: 'hidden', '& img': { height: '100%', objectFit: 'cover' } });

const Body = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space.sm, flex: 1, padding: theme.space.lg }));

const Badge = styled.span(({ theme }) => ({
  display: 'inline-flex',
  width: '2.75rem',
  height: '2.75rem',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: theme.radii.pill,
  background: theme.colors.surfaceAlt,
  color: theme.colors.primary,
  '& svg': { width: '1.4rem', height: '1.4rem' },
}));

const Title = styled.h4(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.lg,
  ...cardTitleLink(theme, { hoverColor: false, focusOffset: '-3px' }),
}));

const Description = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
}));

export type ServiceCardProps = { item: ServiceItem };

/** A service, research or industry card; the whole card links to its page through the title. */
export function ServiceCard({ item }: ServiceCardProps) {
  const Icon = serviceIcons[item.icon];
  const HoverIcon = serviceIcons[item.hoverIcon];
  return (
    <Frame as="article" hover="lift" clickable>
      <Media>
        <Picture image={images[item.image]} alt="" sizes="(max-width: 767px) 90vw, (max-width: 1023px) 45vw, 280px" />
      </Media>
      <Body>
        <Badge aria-hidden="true">
          <Icon data-icon="rest" />
          <HoverIcon data-icon="hover" />
        </Badge>
        <Title>
          <Link to={item.link}>{item.heading}</Link>
        </Title>
        <Description>{item.description}</Description>
        <CardMore aria-hidden="true">
          {homeText.services.learnMore}
          <ArrowRight size={16} />
        </CardMore>
      </Body>
    </Frame>
  );
}
