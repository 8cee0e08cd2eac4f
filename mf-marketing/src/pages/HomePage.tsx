import { RemoteRoot, usePageMeta } from '@codecrush/ui';
import { homeFragments } from '@codecrush/contracts';
import { heroText } from '../content/home/heroText';
import { DeferredSection } from '../components/home/DeferredSection';
import { FragmentSlot } from '../components/home/FragmentSlot';
import { reserves } from '../components/home/reserves';
import { HeroSection } from '../sections/home/HeroSection';
import type * as BelowTheFold from '../sections/home/belowTheFold';
import { remote } from '../remote';

/** Below the hero, the blocks' code is one chunk of its own, loaded as the first block nears the viewport. */
const block = (name: keyof typeof BelowTheFold) => () =>
  import('../sections/home/belowTheFold').then((module) => ({ default: module[name] }));

/** Home: hero, partners, stats, services, featured projects, leadership, events, blog teaser, contact. */
export default function HomePage() {
  usePageMeta(heroText.meta);
  return (
    <RemoteRoot remote={remote.name} build={remote.build}>
      <HeroSection />
      {/* Right below a full-height hero: waits until it really scrolls in (margin 0). */}
      <DeferredSection load={block('PartnersSection')} reserve={reserves.partners} margin="0px" />
      <DeferredSection load={block('StatsSection')} reserve={reserves.stats} />
      <DeferredSection load={block('ServicesSection')} reserve={reserves.services} />
      <FragmentSlot id={homeFragments.featuredProjects} reserve={reserves.featuredProjects} />
      <DeferredSection load={block('LeadershipSection')} reserve={reserves.leadership} />
      <DeferredSection load={block('EventsSection')} reserve={reserves.events} />
      <FragmentSlot id={homeFragments.blogTeaser} reserve={reserves.blogTeaser} />
      <FragmentSlot id={homeFragments.contactForm} reserve={reserves.contactForm} />
    </RemoteRoot>
  );
}
