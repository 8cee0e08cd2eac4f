/**
 * The cache policy as code, as ordered rules (the first match wins) so every server renders the
 * same policy: the Node server per file (`cacheControlFor`), nginx as a `map` (nginxConfig.mjs).
 * Hashed assets never change; entry points must always be revalidated.
 */
export const noCacheFiles = ['mf-manifest.json', 'remoteEntry.js', 'site-config.json', 'mf-stats.json'];

const escaped = (name) => name.replace(/[.]/g, '\\.');

/** @type {readonly { pattern: RegExp, value: string }[]} Patterns are PCRE-compatible (nginx reads them too). */
export const cacheRules = [
  { pattern: new RegExp(`(^|/)(${noCacheFiles.map(escaped).join('|')})$`), value: 'no-cache' },
  { pattern: /\.html$/, value: 'no-cache' },
  {
    pattern: /\.[0-9a-f]{8}\.(js|css|woff2?|avif|webp|png|jpe?g|svg|map)$/,
    value: 'public, max-age=31536000, immutable',
  },
];
export const defaultCacheControl = 'public, max-age=3600';

/** @param {string} filePath */
export function cacheControlFor(filePath) {
  const normalized = filePath.replace(/\\/g, '/');
  return cacheRules.find(({ pattern }) => pattern.test(normalized))?.value ?? defaultCacheControl;
}
