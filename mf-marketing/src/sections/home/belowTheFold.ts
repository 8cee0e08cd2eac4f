/** The home blocks below the hero: one chunk, loaded when the first of them nears the viewport. */
export { PartnersSection } from './PartnersSection';
export { StatsSection } from './StatsSection';
export { ServicesSection } from './ServicesSection';
export { LeadershipSection } from './LeadershipSection';
export { EventsSection } from './EventsSection';
