export { RemoteModuleCache } from './slots/RemoteModuleCache';
export type { RemoteModuleLoader, RemoteComponentModule, RemoteModuleAttempt } from './slots/RemoteModuleCache';
export { RemoteModuleCacheContext, useRemoteModuleCache } from './slots/RemoteModuleCacheContext';
export { RemoteView } from './slots/RemoteView';
export type { RemoteViewProps } from './slots/RemoteView';
export { RemoteSlot } from './slots/RemoteSlot';
export type { RemoteSlotProps } from './slots/RemoteSlot';
export { RemoteErrorBoundary } from './boundary/RemoteErrorBoundary';
export { failureSignalEvent } from './boundary/failureSignal';
export type { FailureSignal } from './boundary/failureSignal';
export { RemoteRoot } from './components/RemoteRoot';
export type { RemoteRootProps } from './components/RemoteRoot';
export { Island, island, hydrateIslandsNow, hydrateIslandsEvent, whenIdleAfterLoad } from './islands';
export type { IslandLoader, IslandOptions, IslandProps } from './islands';
export { SiteConfigContext, useSiteConfig } from './config/SiteConfigContext';
export { PublicOriginContext, usePublicOrigin } from './config/PublicOriginContext';
export { ConfigErrorPage } from './config/ConfigErrorPage';
export type { ConfigErrorPageProps } from './config/ConfigErrorPage';
export { loadSiteConfig } from './config/loadSiteConfig';
// The shell checks its config with the same module instance as loadSiteConfig (one copy in the page,
// and `instanceof SiteConfigError` holds for what loadSiteConfig throws).
export { parseSiteConfig, resolveSiteConfig, SiteConfigError } from '@codecrush/contracts';
