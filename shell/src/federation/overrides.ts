import { remoteNames } from '@codecrush/contracts';
import type { RemoteName, SiteConfig } from '@codecrush/contracts';

/** `?mf-override=mf_blog@http://localhost:4003/mf-manifest.json` (repeatable). */
const overrideParam = 'mf-override';
export const overrideStorageKey = 'codecrush:mf-overrides';

export type Overrides = Partial<Record<RemoteName, string>>;
export type OverrideRejection = { remote: string; url: string; reason: string };

const knownRemotes = new Set<string>(Object.values(remoteNames));

/**
 * An allow-list entry without a port (`http://localhost`) allows every port of that host;
 * with a port it must match exactly. Protocol and host always must match.
 */
export function isAllowedOrigin(url: string, allowList: readonly string[]): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  return allowList.some((entry) => {
    let allowed: URL;
    try {
      allowed = new URL(entry);
    } catch {
      return false;
    }
    if (allowed.protocol !== target.protocol || allowed.hostname !== target.hostname) return false;
    return allowed.port === '' || allowed.port === target.port;
  });
}

export function parseOverride(value: string): { remote: string; url: string } | null {
  const at = value.indexOf('@');
  if (at <= 0) return null;
  return { remote: value.slice(0, at), url: value.slice(at + 1) };
}

/** Keeps only overrides of known remotes pointing at allow-listed origins. */
export function validateOverrides(
  entries: readonly { remote: string; url: string }[],
  allowList: readonly string[],
): { accepted: Overrides; rejected: OverrideRejection[] } {
  const accepted: Overrides = {};
  const rejected: OverrideRejection[] = [];
  for (const { remote, url } of entries) {
    if (!knownRemotes.has(remote)) rejected.push({ remote, url, reason: 'unknown remote' });
    else if (!isAllowedOrigin(url, allowList)) rejected.push({ remote, url, reason: 'origin not allowed' });
    else accepted[remote as RemoteName] = url;
  }
  return { accepted, rejected };
}

function readStored(storage: Storage): { remote: string; url: string }[] {
  try {
    // Stryker disable next-line StringLiteral: with nothing stored, '' fails to parse and the catch reads it as no overrides, as '{}' does
    const parsed: unknown = JSON.parse(storage.getItem(overrideStorageKey) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return [];
    return Object.entries(parsed).flatMap(([remote, url]) => (typeof url === 'string' ? [{ remote, url }] : []));
  } catch {
    return [];
  }
}

/** Logged when a deploy without overrides is asked for one (nothing is loaded from the override). */
export const overridesOffMessage =
  'Remote overrides (?mf-override=) are turned off on this deploy, so none was loaded. ' +
  'Turn them on for a development or staging deploy with DEV_OVERRIDES=on (npm run dev turns them on); ' +
  'the shell then accepts origins listed in DEV_OVERRIDE_ORIGINS.';

export type OverrideSettings = Pick<SiteConfig, 'devOverridesEnabled' | 'devOverrideOrigins'>;

export type ResolvedOverrides = {
  accepted: Overrides;
  rejected: OverrideRejection[];
  /** Overrides asked for (query string or earlier visits) while the deploy has them turned off. */
  ignored: number;
};

/**
 * Overrides from the query string (remembered in localStorage) and from earlier visits.
 * Whatever is not allow-listed is dropped, never loaded, and reported. A deploy with overrides
 * turned off ignores them all (and forgets stored ones).
 */
export function resolveOverrides(location: Location, storage: Storage, settings: OverrideSettings): ResolvedOverrides {
  const fromQuery = new URLSearchParams(location.search)
    .getAll(overrideParam)
    .map(parseOverride)
    .filter((entry): entry is { remote: string; url: string } => entry !== null);
  const requested = [...readStored(storage), ...fromQuery];
  if (!settings.devOverridesEnabled) {
    storage.removeItem(overrideStorageKey);
    return { accepted: {}, rejected: [], ignored: requested.length };
  }
  const result = validateOverrides(requested, settings.devOverrideOrigins);
  if (Object.keys(result.accepted).length > 0) storage.setItem(overrideStorageKey, JSON.stringify(result.accepted));
  else storage.removeItem(overrideStorageKey);
  return { ...result, ignored: 0 };
}

export function clearOverrides(storage: Storage) {
  storage.removeItem(overrideStorageKey);
}
