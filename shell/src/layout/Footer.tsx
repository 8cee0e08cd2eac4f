import styled from '@emotion/styled';
import { BriefcaseBusiness, Mail, MapPin, Phone } from 'lucide-react';
import { siFacebook, siInstagram, siX } from 'simple-icons';
import { BrandIcon, Container } from '@codecrush/ui';
import { Link } from '@codecrush/ui/router';
import { telHref } from '@codecrush/contracts';
import { footerContent } from '../content/footer';
import type { NavLinkItem } from '../content/navigation';

const brandIcons: Record<string, typeof siX> = { Facebook: siFacebook, Instagram: siInstagram, X: siX };

const Outer = styled.footer(({ theme }) => ({
  background: theme.colors.navy,
  color: theme.colors.textOnDarkMuted,
  padding: `${theme.space.xxxl} ${theme.space.lg} ${theme.space.xl}`,
  '& a': { color: theme.colors.textOnDark, textDecoration: 'none' },
  '& a:hover': { textDecoration: 'underline' },
  '& h2': { color: theme.colors.textOnDark, fontSize: theme.fontSizes.lg },
  '& ul': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.xs },
}));

const Columns = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1.4fr repeat(3, 1fr)',
  gap: theme.space.xl,
  [theme.mq.mobile]: { gridTemplateColumns: '1fr 1fr' },
  [theme.mq.belowTablet]: { gridTemplateColumns: '1fr' },
}));

const ContactLine = styled.li(({ theme }) => ({ display: 'flex', gap: theme.space.xs, alignItems: 'flex-start' }));

const Bottom = styled.div(({ theme }) => ({
  marginTop: theme.space.xxl,
  paddingTop: theme.space.lg,
  borderTop: `1px solid ${theme.colors.navyLight}`,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: theme.space.md,
}));

const Social = styled.ul(({ theme }) => ({ display: 'flex !important', gap: `${theme.space.md} !important` }));

type LinkColumnProps = { heading: string; links: readonly NavLinkItem[] };

/** A titled list of site links (the footer's Services and Company columns). */
function LinkColumn({ heading, links }: LinkColumnProps) {
  return (
    <nav aria-label={heading}>
      <h2>{heading}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site footer: services, company links, contact details, social links, legal links. */
export function Footer() {
  const { company, headings } = footerContent;
  const mainOffice = company.offices[0];
  return (
    <Outer>
      <Container>
        <Columns>
          <div>
            <h2>{company.name}</h2>
            <p>{footerContent.tagline}</p>
          </div>
          <LinkColumn heading={headings.services} links={footerContent.serviceLinks} />
          <LinkColumn heading={headings.company} links={footerContent.companyLinks} />
          <div>
            <h2>{headings.contact}</h2>
            <ul>
              <ContactLine>
                <Mail size={18} aria-hidden="true" />
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </ContactLine>
              <ContactLine>
                <Phone size={18} aria-hidden="true" />
                <a href={telHref(company.phone)}>{company.phone}</a>
              </ContactLine>
              <ContactLine>
                <MapPin size={18} aria-hidden="true" />
                <span>{mainOffice.address}</span>
              </ContactLine>
            </ul>
          </div>
        </Columns>
        <Bottom>
          <Social aria-label={headings.social}>
            {company.social.map((link) => {
              const brand = brandIcons[link.label];
              return (
                <li key={link.label}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${link.label} (opens in a new tab)`}
                  >
                    {brand ? <BrandIcon icon={brand} /> : <BriefcaseBusiness size={20} aria-hidden="true" />}
                  </a>
                </li>
              );
            })}
          </Social>
          <ul style={{ display: 'flex', gap: '1rem' }}>
            {footerContent.legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
          <p style={{ margin: 0 }}>{company.copyright}</p>
        </Bottom>
      </Container>
    </Outer>
  );
}
