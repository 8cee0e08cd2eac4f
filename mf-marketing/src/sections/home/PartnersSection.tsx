import styled from '@emotion/styled';
import { Section } from '@codecrush/ui';
import { LazyCarousel } from '@codecrush/ui/below-the-fold';
import { partnerCarousel } from '../../content/home/carousels';
import { homeText } from '../../content/home/homeText';
import { partners } from '../../content/home/partners';

const Logo = styled.img(({ theme }) => ({
  display: 'block',
  width: '100%',
  maxWidth: '15rem',
  height: 'auto',
  margin: '0 auto',
  padding: theme.space.sm,
}));

/** Collaborations & Partnerships: six logos in a continuous, pausable ticker. */
export function PartnersSection() {
  const { heading, intro, carouselLabel } = homeText.partners;
  return (
    <Section title={heading} intro={intro}>
      <LazyCarousel label={carouselLabel} arrows={false} {...partnerCarousel}>
        {partners.map((logo) => (
          <Logo key={logo.id} src={logo.src} alt={logo.alt} width={240} height={80} loading="lazy" decoding="async" />
        ))}
      </LazyCarousel>
    </Section>
  );
}
