/**
 * The cache policy as code; the same rules are written down for a CDN/nginx
 * deploy in docs/operations.md. Hashed assets never change; entry points must always be revalidated.
 */
export const noCacheFiles = ['mf-manifest.json', 'remoteEntry.js', 'site-config.json', 'mf-stats.json'];

/** @param {string} filePath */
export function cacheControlFor(filePath) {
  const name = filePath.split(/[\\/]/).pop() ?? '';
  if (noCacheFiles.includes(name) || name.endsWith('.html')) return 'no-cache';
  if (/\.[0-9a-f]{8}\.(js|css|woff2?|avif|webp|png|jpe?g|svg|map)$/.test(name))
    return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}
