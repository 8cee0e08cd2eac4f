import { parseSiteConfig, resolveSiteConfig, SiteConfigError } from '@codecrush/contracts';
import type { SiteConfig } from '@codecrush/contracts';

/**
 * Fetches `/site-config.json`, bypassing every cache (a deploy changes it without a shell rebuild),
 * validates it with the one schema and makes its site paths absolute against `base` (the page's
 * address). Throws a `SiteConfigError` naming the bad keys.
 */
export async function loadSiteConfig(
  fetchImpl: typeof fetch = fetch,
  base = window.location.href,
): Promise<SiteConfig> {
  const response = await fetchImpl('/site-config.json', { cache: 'no-store' });
  if (!response.ok) throw new SiteConfigError([{ key: '', message: `the server answered ${response.status}` }]);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new SiteConfigError([{ key: '', message: 'is not valid JSON' }]);
  }
  return resolveSiteConfig(parseSiteConfig(raw), base);
}
