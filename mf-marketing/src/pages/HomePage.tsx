import { usePageMeta } from '@codecrush/ui';
import { RemoteRoot, RemoteSlot, island } from '@codecrush/composition';
import { fragmentModules } from '@codecrush/contracts';
import { heroText } from '../content/home/heroText';
import { HeroSection } from '../sections/home/HeroSection';
import type * as BelowTheFold from '../sections/home/belowTheFold';
import { remote } from '../remote';

/**
 * A block below the hero as a deferred-hydration island: in full in the served HTML, its code (one
 * chunk for all of them) loaded and hydrated when the block nears the viewport or is used.
 */
const block = (name: keyof typeof BelowTheFold, margin?: string) =>
  island(`home-${name}`, () => import('../sections/home/belowTheFold').then((module) => module[name]), { margin });

// Right below a full-height hero: waits until it really scrolls in (no margin).
const Partners = block('PartnersSection', '0px');
const Stats = block('StatsSection');
const Services = block('ServicesSection');
const Leadership = block('LeadershipSection');
const Events = block('EventsSection');

/** Home: hero, partners, stats, services, featured projects, leadership, events, blog teaser, contact. */
export default function HomePage() {
  usePageMeta(heroText.meta);
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <HeroSection />
      <Partners />
      <Stats />
      <Services />
      <RemoteSlot id={fragmentModules.FeaturedProjects} />
      <Leadership />
      <Events />
      <RemoteSlot id={fragmentModules.BlogTeaser} />
      <RemoteSlot id={fragmentModules.ContactForm} />
    </RemoteRoot>
  );
}
