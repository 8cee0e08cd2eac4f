import { RemoteRoot, RemoteSlot, usePageMeta } from '@codecrush/ui';
import { homeFragments } from '@codecrush/contracts';
import { heroText } from '../content/home/heroText';
import { DeferredSection } from '../components/home/DeferredSection';
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
      <DeferredSection load={block('PartnersSection')} reserve={{ desktop: '22rem', mobile: '20rem' }} margin="0px" />
      <DeferredSection load={block('StatsSection')} reserve={{ desktop: '24rem', mobile: '40rem' }} />
      <DeferredSection load={block('ServicesSection')} reserve={{ desktop: '44rem', mobile: '110rem' }} />
      <RemoteSlot id={homeFragments.featuredProjects} minHeight="30rem" />
      <DeferredSection load={block('LeadershipSection')} reserve={{ desktop: '46rem', mobile: '120rem' }} />
      <DeferredSection load={block('EventsSection')} reserve={{ desktop: '36rem', mobile: '38rem' }} />
      <RemoteSlot id={homeFragments.blogTeaser} minHeight="46rem" />
      <RemoteSlot id={homeFragments.contactForm} minHeight="28rem" />
    </RemoteRoot>
  );
}
