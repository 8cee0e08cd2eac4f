export { theme } from './theme/theme';
export type { AppTheme } from './theme/theme';
export * as tokens from './theme/tokens';
export { ThemeRoot } from './theme/ThemeRoot';
export type { ThemeRootProps } from './theme/ThemeRoot';
export { GlobalStyles } from './theme/GlobalStyles';
export { adoptServedStyles, servedStyleTags } from './theme/servedStyles';
export type { ServedStyles } from './theme/servedStyles';
export { urlVariable } from './theme/urlVariable';
export { Button, ButtonLink } from './components/Button';
export type { ButtonProps, ButtonLinkProps, ButtonVariant, ButtonSize } from './components/Button';
export { Section, Container } from './components/Section';
export type { SectionProps, SectionTone } from './components/Section';
export { Banner } from './components/Banner';
export type { BannerProps } from './components/Banner';
export { CtaBanner } from './components/CtaBanner';
export type { CtaBannerProps } from './components/CtaBanner';
export { Skeleton, SkeletonBlock } from './components/Skeleton';
export type { SkeletonProps } from './components/Skeleton';
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
export { pageTitle, usePageMeta, PageMetaCollectorContext } from './hooks/usePageMeta';
export type { PageMeta, PageMetaCollector } from './hooks/usePageMeta';
export { uiText } from './text';
export { BrandIcon } from './components/BrandIcon';
export type { BrandIconProps } from './components/BrandIcon';
export { SiteConfigContext, useSiteConfig } from './config/SiteConfigContext';
export { PublicOriginContext, usePublicOrigin } from './config/PublicOriginContext';
export { ConfigErrorPage } from './config/ConfigErrorPage';
export type { ConfigErrorPageProps } from './config/ConfigErrorPage';
export { loadSiteConfig } from './config/loadSiteConfig';
// The shell checks its config with the same module instance as loadSiteConfig (one copy in the page,
// and `instanceof SiteConfigError` holds for what loadSiteConfig throws).
export { parseSiteConfig, resolveSiteConfig, SiteConfigError } from '@codecrush/contracts';
export { RemoteRoot } from './components/RemoteRoot';
export type { RemoteRootProps } from './components/RemoteRoot';
export type {
  ResponsiveImage,
  IllustrationSpec,
  IllustrationMotif,
  IllustrationPalette,
  IllustrationAspect,
} from './images/types';
export { Picture } from './components/Picture';
export type { PictureProps } from './components/Picture';
export { Island, island, hydrateIslandsNow, hydrateIslandsEvent } from './islands';
export type { IslandLoader, IslandOptions, IslandProps } from './islands';
export { JsonLd } from './components/JsonLd';
export type { JsonLdProps } from './components/JsonLd';
export type { PageIntro } from './content/pageIntro';
