import { illustrations } from '../illustrations';
import { partnerCarousel, eventsCarousel, serviceSliderCarousel } from './carousels';
import { events } from './events';
import { heroTiming } from './firstSlide';
import { firstHeroContent } from './heroArt';
import { heroArtAll } from './heroArtAll';
import { leaders } from './leaders';
import { partners } from './partners';
import { serviceSections } from './serviceSections';
import { slides } from './slides';
import { countUpDurationMs, stats } from './stats';
import type { ServiceItem } from './types';

const illustrationIds = new Set<string>(illustrations.map((illustration) => illustration.id));
const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe('home content', () => {
  it('has eight slides whose art exists, the first also in the first load', () => {
    expect(slides).toHaveLength(8);
    expect(heroTiming).toEqual({ count: 8, intervalMs: 3000, fadeMs: 500 });
    expect(unique(slides.map((slide) => slide.title))).toBe(true);
    for (const slide of slides) {
      expect(heroArtAll[slide.backgroundImage]).toBeDefined();
      expect(heroArtAll[slide.visionImage]).toBeDefined();
    }
    expect(firstHeroContent.slides).toEqual([slides[0]]);
    expect(Object.keys(firstHeroContent.art).sort()).toEqual([slides[0].backgroundImage, slides[0].visionImage].sort());
  });

  it('links the services, research and industry cards exactly as the home page must', () => {
    expect(serviceSections.map((section) => section.sectionName)).toEqual(['Services', 'Research', 'Industries']);
    expect(serviceSections.map((section) => section.content.map((item) => item.link))).toEqual([
      [
        '/all-services/view-service/app',
        '/all-services/view-service/web',
        '/all-services/view-service/uiux',
        '/all-services/view-service/marketing',
      ],
      [
        '/all-services/research&development/ai',
        '/all-services/research&development/ml',
        '/all-services/research&development/nlp',
        '/all-services/research&development/blockchain',
      ],
      [
        '/all-services/industries/travel',
        '/all-services/industries/healthcare',
        '/all-services/industries/education',
        '/all-services/industries/retail',
      ],
    ]);
    const items = serviceSections.flatMap((section): readonly ServiceItem[] => section.content);
    expect(unique(items.map((item) => item.image))).toBe(true);
    for (const item of items) {
      expect(illustrationIds.has(item.image)).toBe(true);
      expect(item.icon).not.toBe(item.hoverIcon);
    }
  });

  it('has six partner logos with alt text, three leaders and four events', () => {
    expect(partners).toHaveLength(6);
    expect(unique(partners.map((logo) => logo.id))).toBe(true);
    for (const logo of partners) expect(logo.alt.trim()).not.toBe('');
    expect(leaders.map((leader) => [leader.role, leader.status])).toEqual([
      ['Chief Executive Officer', 'Founder'],
      ['Chief Technology Officer', 'Co-Founder'],
      ['Chief Financial Officer', 'Co-Founder'],
    ]);
    for (const leader of leaders) {
      expect(illustrationIds.has(leader.image)).toBe(true);
      expect(leader.links[0].href).toMatch(/^https:\/\/www\.linkedin\.com\/in\//);
    }
    expect(events.map((event) => event.title)).toEqual([
      'Hackathon Heroes',
      'Tech Talks',
      'Annual Team Retreat',
      'Career Fair',
    ]);
    for (const event of events) expect(illustrationIds.has(event.image)).toBe(true);
  });

  it('uses the fixed constants for the stats and carousels', () => {
    expect(stats.map((stat) => `${stat.value}${stat.suffix}`)).toEqual(['30+', '2', '30+']);
    expect(countUpDurationMs).toBe(4000);
    expect(partnerCarousel).toMatchObject({ slidesToShow: 4, speed: 5000, autoplay: true, continuous: true });
    expect(partnerCarousel.responsive).toEqual([
      { below: 1024, slidesToShow: 3 },
      { below: 600, slidesToShow: 2 },
    ]);
    expect(eventsCarousel.slidesToShow).toBe(3);
    expect(eventsCarousel.responsive).toEqual([
      { below: 1024, slidesToShow: 2 },
      { below: 768, slidesToShow: 1 },
    ]);
    expect(serviceSliderCarousel).toMatchObject({ autoplay: true, autoplaySpeed: 3000, speed: 500 });
  });
});
