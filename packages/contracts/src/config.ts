import * as z from 'zod/mini';
import { remoteNames } from './remotes';
import type { RemoteName } from './remotes';

/**
 * `/site-config.json`: written at deploy time (validated), fetched (never cached) and validated
 * again by the shell and by every remote's standalone page. One schema for all three.
 * `zod/mini` keeps it small in the shell's first load.
 */
const httpUrl = (what: string) => z.url({ protocol: /^https?$/, error: `expected the http(s) URL of ${what}` });

const manifestUrl = httpUrl("the remote's mf-manifest.json");
const remoteShape = Object.fromEntries(Object.values(remoteNames).map((name) => [name, manifestUrl])) as Record<
  RemoteName,
  typeof manifestUrl
>;

const filled = z.string().check(z.minLength(1, 'expected a non-empty string'));

export const remoteTimeoutLimits = { min: 1000, max: 60_000, fallback: 8000 } as const;

export const siteConfigSchema = z.object({
  /** Manifest URL (`…/mf-manifest.json`) of every remote: all five are required. */
  remotes: z.strictObject(remoteShape),
  api: z.object({ baseUrl: httpUrl('the email API') }),
  emailjs: z._default(
    z.object({ serviceId: filled, templateId: filled, publicKey: filled, origin: httpUrl('the EmailJS service') }),
    { serviceId: 'service_local', templateId: 'template_remote_resources', publicKey: 'local-public-key', origin: '' },
  ),
  /** Live-chat widget script for `/checkchatbox`; empty means none. */
  chatWidgetUrl: z._default(z.union([z.literal(''), httpUrl('the chat widget script')]), ''),
  /** Origins a developer may point a remote at with `?mf-override=`. */
  devOverrideOrigins: z._default(z.array(httpUrl('an allowed override origin')), []),
  /** Dev overrides and the remotes status panel: on for development compositions only. */
  devOverridesEnabled: z._default(z.boolean({ error: 'expected true or false' }), false),
  /** Milliseconds after which a remote that has not loaded (retries included) is shown as unavailable. */
  remoteTimeoutMs: z._default(
    z
      .number({ error: 'expected a number of milliseconds' })
      .check(
        z.int({ error: 'expected a whole number of milliseconds' }),
        z.gte(remoteTimeoutLimits.min, `expected at least ${remoteTimeoutLimits.min} ms`),
        z.lte(remoteTimeoutLimits.max, `expected at most ${remoteTimeoutLimits.max} ms`),
      ),
    remoteTimeoutLimits.fallback,
  ),
});

export type SiteConfig = z.output<typeof siteConfigSchema>;
/** What may be written to the file: defaulted keys may be left out. */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;

/** One problem of a config, with the key it is about (`remotes.mf_blog`). */
export type SiteConfigProblem = { key: string; message: string };

export class SiteConfigError extends Error {
  constructor(readonly problems: readonly SiteConfigProblem[]) {
    super(`site-config.json is invalid: ${problems.map((p) => `${p.key || '(root)'}: ${p.message}`).join('; ')}`);
    this.name = 'SiteConfigError';
  }
}

const describe = (input: unknown) => (input === undefined ? 'missing' : JSON.stringify(input));

/** Validates a config; returns it with defaults filled in, or the problems (each naming its key). */
export function checkSiteConfig(
  raw: unknown,
): { ok: true; config: SiteConfig } | { ok: false; problems: SiteConfigProblem[] } {
  const result = z.safeParse(siteConfigSchema, raw, { reportInput: true });
  if (result.success) return { ok: true, config: result.data };
  const problems = result.error.issues.map((issue) => {
    const key = issue.path.map(String).join('.');
    const input = 'input' in issue ? issue.input : undefined;
    if (input === undefined && issue.code === 'invalid_type')
      return { key, message: `is missing (${issue.expected === 'object' ? 'expected an object' : issue.message})` };
    return { key, message: `${issue.message}, got ${describe(input)}` };
  });
  return { ok: false, problems };
}

/** Like `checkSiteConfig`, throwing a `SiteConfigError` that names every bad key. */
export function parseSiteConfig(raw: unknown): SiteConfig {
  const result = checkSiteConfig(raw);
  if (!result.ok) throw new SiteConfigError(result.problems);
  return result.config;
}
