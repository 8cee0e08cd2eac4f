import styled from '@emotion/styled';
import { LazyCarousel } from '@codecrush/ui/below-the-fold';
import { serviceSliderCarousel } from '../../content/home/carousels';
import { homeText } from '../../content/home/homeText';
import type { ServiceSection } from '../../content/home/types';
import { ServiceCard } from './ServiceCard';

const Root = styled.div(({ theme }) => ({
  display: 'none',
  [theme.mq.mobile]: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space.xl },
  '& h3': { margin: `0 0 ${theme.space.md}`, fontSize: theme.fontSizes.xl },
}));

export type MobileServicesProps = { sections: readonly ServiceSection[] };

/** Below 1024 px: the sections stacked, each an autoplaying slider of its cards. */
export function MobileServices({ sections }: MobileServicesProps) {
  return (
    <Root>
      {sections.map((section) => (
        <section key={section.id} aria-label={section.sectionName}>
          <h3>{section.sectionName}</h3>
          <LazyCarousel label={homeText.services.sliderLabel(section.sectionName)} {...serviceSliderCarousel}>
            {section.content.map((item) => (
              <ServiceCard key={item.id} item={item} />
            ))}
          </LazyCarousel>
        </section>
      ))}
    </Root>
  );
}
