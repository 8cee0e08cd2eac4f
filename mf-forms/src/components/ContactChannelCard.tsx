import styled from '@emotion/styled';
import { Card } from '@codecrush/ui/card';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { ContactChannel, ContactIcon } from '../content/types';

const icons = { mail: Mail, mapPin: MapPin, phone: Phone } as const satisfies Record<ContactIcon, unknown>;

const Frame = styled(Card)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xs,
  padding: theme.space.lg,
  '& h3': { margin: 0, fontSize: theme.fontSizes.xl },
  '& p': { margin: 0, color: theme.colors.textMuted },
}));

const Badge = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: theme.space.xxl,
  height: theme.space.xxl,
  marginBottom: theme.space.xs,
  borderRadius: theme.radii.pill,
  background: theme.colors.surfaceAlt,
  color: theme.colors.primary,
}));

const ChannelLink = styled.a(({ theme }) => ({
  fontWeight: 600,
  color: theme.colors.primary,
  overflowWrap: 'anywhere',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '2px' },
}));

const Note = styled.p(({ theme }) => ({ fontSize: theme.fontSizes.sm }));

/** One way to reach the company: icon, title, a line of text and its link (mailto, maps, tel). */
export function ContactChannelCard({ channel }: { channel: ContactChannel }) {
  const Icon = icons[channel.icon];
  const external = channel.external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Frame as="li">
      <Badge aria-hidden="true">
        <Icon size={22} />
      </Badge>
      <h3>{channel.title}</h3>
      <p>{channel.text}</p>
      <ChannelLink href={channel.href} {...external}>
        {channel.linkLabel}
      </ChannelLink>
      {channel.note ? <Note>{channel.note}</Note> : null}
    </Frame>
  );
}
