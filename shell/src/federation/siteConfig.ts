import type { SiteConfig } from '@codecrush/contracts';

export class SiteConfigError extends Error {}

const isRecordOfStrings = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');

/** Checks the parts of the runtime config the shell cannot work without. */
export function parseSiteConfig(raw: unknown): SiteConfig {
  if (typeof raw !== 'object' || raw === null) throw new SiteConfigError('site-config.json is not an object');
  const candidate = raw as Partial<SiteConfig>;
  if (!isRecordOfStrings(candidate.remotes))
    throw new SiteConfigError('site-config.json: "remotes" must map names to URLs');
  if (typeof candidate.api?.baseUrl !== 'string')
    throw new SiteConfigError('site-config.json: "api.baseUrl" is missing');
  return {
    remotes: candidate.remotes as SiteConfig['remotes'],
    api: candidate.api,
    emailjs: candidate.emailjs ?? { serviceId: '', templateId: '', publicKey: '', origin: '' },
    chatWidgetUrl: candidate.chatWidgetUrl ?? '',
    devOverridesEnabled: candidate.devOverridesEnabled === true,
    devOverrideOrigins: candidate.devOverrideOrigins ?? [],
    remoteTimeoutMs: candidate.remoteTimeoutMs ?? 8000,
  };
}

/** Fetches `/site-config.json`, bypassing every cache: a deploy changes it without a shell rebuild. */
export async function loadSiteConfig(fetchImpl: typeof fetch = fetch): Promise<SiteConfig> {
  const response = await fetchImpl('/site-config.json', { cache: 'no-store' });
  if (!response.ok) throw new SiteConfigError(`site-config.json answered ${response.status}`);
  return parseSiteConfig(await response.json());
}
