import * as v from 'valibot';
import { remoteNames } from './remotes';
import type { RemoteName } from './remotes';

/**
 * `/site-config.json`: written at deploy time (validated), read by the shell and by every
 * remote's standalone page and validated again. One schema for all three. valibot keeps it small
 * in the shell's first load (≈ 2.5 KB gzip with this schema; zod/mini was ≈ 8 KB).
 */
const httpUrl = (what: string) => {
  const message = `expected the http(s) URL of ${what}`;
  return v.pipe(v.string(message), v.url(message), v.regex(/^https?:\/\//i, message));
};

/**
 * An http(s) URL, or a path on the site's own origin (`/remotes/mf_blog/mf-manifest.json`, `/api`):
 * the one-origin layout, where the same file serves any host the site is reached on. Never `//host`.
 */
const sameOriginPath = /^\/(?![/\\])/;
const httpUrlOrPath = (what: string) => {
  const message = `expected the http(s) URL of ${what}, or a path on the site (/…)`;
  return v.union([httpUrl(what), v.pipe(v.string(message), v.regex(sameOriginPath, message))], message);
};

const manifestUrl = httpUrlOrPath("the remote's mf-manifest.json");
const remoteShape = Object.fromEntries(Object.values(remoteNames).map((name) => [name, manifestUrl])) as Record<
  RemoteName,
  typeof manifestUrl
>;

const anObject = 'expected an object';
const filled = v.pipe(v.string('expected a non-empty string'), v.minLength(1, 'expected a non-empty string'));

export const remoteTimeoutLimits = { min: 1000, max: 60_000, fallback: 8000 } as const;

const remoteNameList = Object.values(remoteNames);
/**
 * A canary release of one remote beside its stable one (`remotes`): the share of page loads (`weight`,
 * 0–100 %) that get HTML prerendered with it and so load it. One remote at a time: a page holds
 * fragments of several remotes and is prerendered for one combination of builds per page tree.
 */
const canarySchema = v.object(
  {
    remote: v.picklist(remoteNameList, `expected one of ${remoteNameList.join(', ')}`),
    url: manifestUrl,
    weight: v.pipe(
      v.number('expected a share of page loads from 0 to 100'),
      v.integer('expected a whole number from 0 to 100'),
      v.minValue(0, 'expected at least 0'),
      v.maxValue(100, 'expected at most 100'),
    ),
  },
  anObject,
);

export const siteConfigSchema = v.object(
  {
    /** Manifest URL (`…/mf-manifest.json`) of every remote: all five are required. */
    remotes: v.strictObject(remoteShape, anObject),
    api: v.object({ baseUrl: httpUrlOrPath('the email API') }, anObject),
    /** A canary release of one remote, served to `weight` % of page loads (none when absent). */
    canary: v.optional(canarySchema),
    emailjs: v.optional(
      v.object(
        {
          serviceId: filled,
          templateId: filled,
          publicKey: filled,
          // Empty: no EmailJS-compatible service configured (the local default).
          origin: v.union(
            [v.literal(''), httpUrlOrPath('the EmailJS service')],
            'expected the http(s) URL of the EmailJS service, or a path on the site (/…)',
          ),
        },
        anObject,
      ),
      {
        serviceId: 'service_local',
        templateId: 'template_remote_resources',
        publicKey: 'local-public-key',
        origin: '',
      },
    ),
    /** Live-chat widget script for `/checkchatbox`; empty means none. */
    chatWidgetUrl: v.optional(
      v.union([v.literal(''), httpUrl('the chat widget script')], 'expected the http(s) URL of the chat widget script'),
      '',
    ),
    /** Origins a developer may point a remote at with `?mf-override=`. */
    devOverrideOrigins: v.optional(v.array(httpUrl('an allowed override origin'), 'expected a list of URLs'), []),
    /** Dev overrides and the remotes status panel: on for development compositions only. */
    devOverridesEnabled: v.optional(v.boolean('expected true or false'), false),
    /** Milliseconds after which a remote that has not loaded (retries included) is shown as unavailable. */
    remoteTimeoutMs: v.optional(
      v.pipe(
        v.number('expected a number of milliseconds'),
        v.integer('expected a whole number of milliseconds'),
        v.minValue(remoteTimeoutLimits.min, `expected at least ${remoteTimeoutLimits.min} ms`),
        v.maxValue(remoteTimeoutLimits.max, `expected at most ${remoteTimeoutLimits.max} ms`),
      ),
      remoteTimeoutLimits.fallback,
    ),
    /** Share of page views that send a release-health beacon (0–1; 1 measures every view). */
    healthSampleRate: v.optional(
      v.pipe(
        v.number('expected a share from 0 to 1'),
        v.minValue(0, 'expected at least 0'),
        v.maxValue(1, 'expected at most 1'),
      ),
      1,
    ),
  },
  anObject,
);

export type SiteConfig = v.InferOutput<typeof siteConfigSchema>;
/** What may be written to the file: defaulted keys may be left out. */
export type SiteConfigInput = v.InferInput<typeof siteConfigSchema>;

/** A URL of the config made absolute against the page's address (an absolute one is kept as written). */
const absolute = (url: string, base: string) => (url.startsWith('/') ? new URL(url, base).href : url);

/**
 * The config with every site path (`/remotes/…`, `/api`) made absolute against `base` (the page's
 * address): what the federation runtime, `fetch` and origin comparisons need. Absolute URLs stay as written.
 */
export function resolveSiteConfig(config: SiteConfig, base: string): SiteConfig {
  const remotes = Object.fromEntries(
    Object.entries(config.remotes).map(([name, url]) => [name, absolute(url, base)]),
  ) as SiteConfig['remotes'];
  return {
    ...config,
    remotes,
    ...(config.canary ? { canary: { ...config.canary, url: absolute(config.canary.url, base) } } : {}),
    api: { ...config.api, baseUrl: absolute(config.api.baseUrl, base) },
    emailjs: { ...config.emailjs, origin: absolute(config.emailjs.origin, base) },
  };
}

/** One problem of a config, with the key it is about (`remotes.mf_blog`). */
export type SiteConfigProblem = { key: string; message: string };

export class SiteConfigError extends Error {
  constructor(readonly problems: readonly SiteConfigProblem[]) {
    super(`site-config.json is invalid: ${problems.map((p) => `${p.key || '(root)'}: ${p.message}`).join('; ')}`);
    this.name = 'SiteConfigError';
  }
}

type Issue = v.InferIssue<typeof siteConfigSchema>;

/** The problem an issue describes, keyed by its dotted path (an unknown key: by its object's path). */
function problemOf(issue: Issue): SiteConfigProblem {
  const path = (issue.path ?? []).map((item) => String(item.key));
  if (issue.expected === 'never') {
    // Stryker disable next-line UnaryOperator,StringLiteral: the one strict object (remotes) sits below the root, so the object's path has one step: no separator shows, and dropping the last step keeps the first
    const objectKey = path.slice(0, -1).join('.');
    return { key: objectKey, message: `has an unknown key ${issue.received}` };
  }
  if (issue.received === 'undefined') return { key: path.join('.'), message: 'is missing' };
  // A length check receives the length: name the value itself (`got ""`, not `got 0`).
  const received = issue.type === 'min_length' ? JSON.stringify(issue.input) : issue.received;
  return { key: path.join('.'), message: `${issue.message}, got ${received}` };
}

/** Validates a config; returns it with defaults filled in, or the problems (each naming its key). */
export function checkSiteConfig(
  raw: unknown,
): { ok: true; config: SiteConfig } | { ok: false; problems: SiteConfigProblem[] } {
  const result = v.safeParse(siteConfigSchema, raw, { abortPipeEarly: true });
  if (result.success) return { ok: true, config: result.output };
  return { ok: false, problems: result.issues.map(problemOf) };
}

/** Like `checkSiteConfig`, throwing a `SiteConfigError` that names every bad key. */
export function parseSiteConfig(raw: unknown): SiteConfig {
  const result = checkSiteConfig(raw);
  if (!result.ok) throw new SiteConfigError(result.problems);
  return result.config;
}
