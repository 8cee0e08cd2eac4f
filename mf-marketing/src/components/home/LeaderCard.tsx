import styled from '@emotion/styled';
import { BriefcaseBusiness } from 'lucide-react';
import { Picture } from '@codecrush/ui';
import { Card } from '@codecrush/ui/card';
import { images } from '../../generated/images';
import { homeText } from '../../content/home/homeText';
import type { Leader } from '../../content/home/types';

const Frame = styled(Card)({
  display: 'grid',
  overflow: 'hidden',
});

const Media = styled.div({ aspectRatio: '1 / 1', overflow: 'hidden', '& img': { height: '100%', objectFit: 'cover' } });

const Body = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.xs,
  padding: theme.space.lg,
  justifyItems: 'start',
}));

const Status = styled.p(({ theme }) => ({
  margin: 0,
  padding: `${theme.space.xxs} ${theme.space.sm}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.surfaceAlt,
  color: theme.colors.accentDark,
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
}));

const Name = styled.h3(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.xl }));

const Role = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

const Profile = styled.a(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
  marginTop: theme.space.xs,
  fontWeight: 600,
  color: theme.colors.primary,
  '& svg': { width: '1.1rem', height: '1.1rem' },
}));

export type LeaderCardProps = { leader: Leader };

/** A founder's card: portrait, status, name, role and professional-network profile. */
export function LeaderCard({ leader }: LeaderCardProps) {
  return (
    <Frame as="article">
      <Media>
        <Picture image={images[leader.image]} alt="" sizes="(max-width: 767px) 90vw, (max-width: 1023px) 45vw, 380px" />
      </Media>
      <Body>
        <Status>{leader.status}</Status>
        <Name>{leader.name}</Name>
        <Role>{leader.role}</Role>
        {leader.links.map((link) => (
          <Profile
            key={link.href}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={homeText.leadership.profile(leader.name, link.network)}
          >
            <BriefcaseBusiness aria-hidden="true" />
            {link.network}
          </Profile>
        ))}
      </Body>
    </Frame>
  );
}
