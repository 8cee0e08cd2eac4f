/** The one palette and scale of the site. Apps use these through the emotion theme only. */
export const colors = {
  navy: '#0b1f3a',
  navyLight: '#132d52',
  primary: '#1d4ed8',
  primaryDark: '#1e3a8a',
  accent: '#f97316',
  accentDark: '#c2410c',
  text: '#1f2937',
  textMuted: '#4b5563',
  textOnDark: '#f8fafc',
  textOnDarkMuted: '#cbd5e1',
  surface: '#ffffff',
  surfaceAlt: '#f1f5f9',
  border: '#d7dee8',
  success: '#15803d',
  danger: '#b91c1c',
  focus: '#f59e0b',
  skeleton: '#e2e8f0',
  skeletonShine: '#f1f5f9',
} as const;

export const space = {
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  xxxl: '4.5rem',
} as const;

export const fontSizes = {
  xs: '0.8125rem',
  sm: '0.9375rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
  display: 'clamp(2rem, 4vw + 1rem, 3.25rem)',
} as const;

export const radii = { sm: '6px', md: '12px', lg: '20px', pill: '999px' } as const;

export const shadows = {
  card: '0 4px 18px rgba(11, 31, 58, 0.08)',
  raised: '0 10px 30px rgba(11, 31, 58, 0.16)',
} as const;

/** Breakpoints in px. The mobile layout is below 1024 px. */
export const breakpoints = { phone: 600, tablet: 768, desktop: 1024, wide: 1280 } as const;

export const layout = {
  maxWidth: '1200px',
  navHeight: '72px',
} as const;

/** The web font's family (its faces are added by webFont.ts once the page is idle). */
export const webFontFamily = 'Inter Variable';

/** Inter, then local fonts reshaped to Inter's metrics until it is added (fontFallbacks.ts). */
const interStack = `'${webFontFamily}', 'Inter Fallback Arial', 'Inter Fallback Roboto', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;

export const fonts = { body: interStack, heading: interStack } as const;

export const zIndex = { nav: 50, dropdown: 60, toast: 100, badge: 90 } as const;

export const durations = { fast: '150ms', normal: '250ms' } as const;
