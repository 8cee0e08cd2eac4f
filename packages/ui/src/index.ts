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
export { pageTitle, usePageMeta, PageMetaCollectorContext } from './hooks/usePageMeta';
export type { PageMeta, PageMetaCollector } from './hooks/usePageMeta';
export { uiText } from './text';
export { BrandIcon } from './components/BrandIcon';
export type { BrandIconProps } from './components/BrandIcon';
export type {
  ResponsiveImage,
  IllustrationSpec,
  IllustrationMotif,
  IllustrationPalette,
  IllustrationAspect,
} from './images/types';
export { Picture } from './components/Picture';
export type { PictureProps } from './components/Picture';
export { JsonLd } from './components/JsonLd';
export type { JsonLdProps } from './components/JsonLd';
export type { PageIntro } from './content/pageIntro';
