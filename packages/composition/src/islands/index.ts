export { Island, island } from './Island';
export type { IslandLoader, IslandOptions, IslandProps } from './Island';
export { hydrateIslandsNow, hydrateIslandsEvent, whenIdleAfterLoad } from './triggers';
