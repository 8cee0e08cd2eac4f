import { parseSiteConfig, SiteConfigError } from '@codecrush/contracts';
import type { SiteConfig } from '@codecrush/contracts';

/**
 * Fetches `/site-config.json`, bypassing every cache (a deploy changes it without a shell rebuild),
 * and validates it with the one schema. Throws a `SiteConfigError` naming the bad keys.
 */
export async function loadSiteConfig(fetchImpl: typeof fetch = fetch): Promise<SiteConfig> {
  const response = await fetchImpl('/site-config.json', { cache: 'no-store' });
  if (!response.ok) throw new SiteConfigError([{ key: '', message: `the server answered ${response.status}` }]);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new SiteConfigError([{ key: '', message: 'is not valid JSON' }]);
  }
  return parseSiteConfig(raw);
}
