import styled from '@emotion/styled';
import { Card } from '@codecrush/ui/card';
import { ExternalLink, Mail, Phone } from 'lucide-react';
import { mapsHref, telHref } from '@codecrush/contracts';
import type { Office } from '@codecrush/contracts';
import { contactBlockText } from '../content/contactBlock';
import { mapEmbedHref } from '../lib/mapEmbed';

const Frame = styled(Card)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  padding: theme.space.lg,
  '& h3': { margin: 0, fontSize: theme.fontSizes.xl },
  '& address': { fontStyle: 'normal', color: theme.colors.textMuted },
}));

const Links = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space.xs} ${theme.space.lg}`,
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space.xs,
    fontWeight: 600,
    color: theme.colors.primary,
    overflowWrap: 'anywhere',
  },
}));

const Map = styled.iframe(({ theme }) => ({
  display: 'block',
  width: '100%',
  border: 0,
  borderRadius: theme.radii.sm,
  background: theme.colors.surfaceAlt,
}));

/** An office: name and city, address, email, phone and map links, and an embedded map (height 300). */
export function OfficeCard({ office }: { office: Office }) {
  const text = contactBlockText;
  return (
    <Frame as="article" aria-labelledby={`office-${office.city}`}>
      <h3 id={`office-${office.city}`}>
        {office.name}, {office.city}
      </h3>
      <address>{office.address}</address>
      <Links>
        <li>
          <a href={`mailto:${office.email}`} aria-label={`${text.emailLabel} ${office.email}`}>
            <Mail size={18} aria-hidden="true" />
            {office.email}
          </a>
        </li>
        <li>
          <a href={telHref(office.phone)} aria-label={`${text.phoneLabel} ${office.phone}`}>
            <Phone size={18} aria-hidden="true" />
            {office.phone}
          </a>
        </li>
        <li>
          <a
            href={mapsHref(office.mapQuery)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={text.mapLinkLabel(office.name, office.city)}
          >
            <ExternalLink size={18} aria-hidden="true" />
            {text.mapLink}
          </a>
        </li>
      </Links>
      <Map
        src={mapEmbedHref(office.mapQuery)}
        title={text.mapTitle(office.name, office.city)}
        height={text.mapHeight}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
    </Frame>
  );
}
