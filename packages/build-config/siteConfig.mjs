import { apiPort, portOf, remoteAppList } from './ports.mjs';
import { tlsFilesOf } from './tlsFiles.mjs';

/** `on`/`off` (also true/false, 1/0, yes/no; unset: off); anything else is passed on for the schema to refuse. */
const onOff = (value) => {
  const text = (value ?? '').trim().toLowerCase();
  if (['on', 'true', '1', 'yes'].includes(text)) return true;
  if (['', 'off', 'false', '0', 'no'].includes(text)) return false;
  return value;
};
/**
 * The two layouts of the site (env SITE_LAYOUT):
 *  - `per-port` (default): every app on its own origin (shell :3000, remotes :3001–3005, API :3100);
 *  - `one-origin`: one host — the shell at `/`, each remote under `/remotes/<container name>/` (its
 *    releases under `…/releases/<build id>/`), the API under `/api/` — what nginx or a CDN serves.
 *    site-config.json then holds paths on the site, valid on any host and scheme.
 */
const siteLayouts = ['per-port', 'one-origin'];

/** @param {NodeJS.ProcessEnv} env @returns {'per-port' | 'one-origin'} */
export function siteLayoutOf(env = process.env) {
  const layout = (env.SITE_LAYOUT ?? '').trim() || 'per-port';
  if (layout !== 'per-port' && layout !== 'one-origin')
    throw new Error(`SITE_LAYOUT must be one of ${siteLayouts.join(', ')}, got "${env.SITE_LAYOUT}"`);
  return layout;
}

/** Where the one-origin layout serves a remote's plain build (its releases are under `releases/`). */
export const remotePathOf = (name) => `/remotes/${name}/`;
/** Where the one-origin layout serves the API (the prefix is removed before the API sees the request). */
export const apiPath = '/api/';

/** A number when the text is one; the text itself otherwise, so the schema names what was given. */
const numberOrText = (value) => (/^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value);

/**
 * The EmailJS ids this deployment names (EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID, EMAILJS_PUBLIC_KEY;
 * trimmed, empty = not named), read here only: the site config gives them to the browser (local
 * stand-ins where none is named) and the API accepts only the ids named.
 * @param {Readonly<Record<string, string | undefined>>} env
 */
export function emailjsIdsOf(env = process.env) {
  const named = (name) => env[name]?.trim() || undefined;
  return {
    serviceId: named('EMAILJS_SERVICE_ID'),
    templateId: named('EMAILJS_TEMPLATE_ID'),
    publicKey: named('EMAILJS_PUBLIC_KEY'),
  };
}

/**
 * The runtime config served as `/site-config.json` (type: SiteConfig in @codecrush/contracts).
 * Written at deploy time from the environment; the defaults describe the local composition.
 *   REMOTE_MF_BLOG_URL=https://cdn.example.com/blog/v42/mf-manifest.json  (one per remote)
 *   SITE_API_URL, EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID, EMAILJS_PUBLIC_KEY, EMAILJS_ORIGIN,
 *   TLS_CERT_FILE (set: the default local URLs are https), CHAT_WIDGET_URL, DEV_OVERRIDE_ORIGINS (comma
 *   separated), REMOTE_TIMEOUT_MS, DEV_OVERRIDES (on|off, default off; `npm run dev` turns it on),
 *   SITE_LAYOUT (per-port | one-origin: the default URLs, see `siteLayouts`),
 *   HEALTH_SAMPLE_RATE (0–1, default 1: the share of page views that send a release-health beacon)
 * Not validated here (values are passed on as given): `siteConfigFromEnv` checks the result.
 * @param {NodeJS.ProcessEnv} env
 * @returns {import("../contracts/src/config").SiteConfig}
 */
export function createSiteConfig(env = process.env) {
  const localHost = env.PUBLIC_HOST ?? 'localhost';
  // Served over TLS (TLS_CERT_FILE/TLS_KEY_FILE), the local composition's URLs are https too.
  const scheme = tlsFilesOf(env) ? 'https' : 'http';
  const oneOrigin = siteLayoutOf(env) === 'one-origin';
  const emailjs = emailjsIdsOf(env);
  const apiBaseUrl =
    env.SITE_API_URL ?? (oneOrigin ? apiPath.replace(/\/$/, '') : `${scheme}://${localHost}:${apiPort}`);
  const remoteBase = (app) => (oneOrigin ? remotePathOf(app.name) : `${scheme}://${localHost}:${portOf(app.dir)}/`);
  const remotes = Object.fromEntries(
    remoteAppList.map((app) => [
      app.name,
      env[`REMOTE_${app.name.toUpperCase()}_URL`] ?? `${remoteBase(app)}mf-manifest.json`,
    ]),
  );
  return {
    remotes,
    api: { baseUrl: apiBaseUrl },
    emailjs: {
      serviceId: emailjs.serviceId ?? 'service_local',
      templateId: emailjs.templateId ?? 'template_remote_resources',
      publicKey: emailjs.publicKey ?? 'local-public-key',
      origin: env.EMAILJS_ORIGIN ?? apiBaseUrl,
    },
    chatWidgetUrl: env.CHAT_WIDGET_URL ?? '',
    devOverrideOrigins: (env.DEV_OVERRIDE_ORIGINS ?? 'http://localhost,http://127.0.0.1')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    devOverridesEnabled: onOff(env.DEV_OVERRIDES),
    remoteTimeoutMs: env.REMOTE_TIMEOUT_MS === undefined ? 8000 : numberOrText(env.REMOTE_TIMEOUT_MS),
    healthSampleRate: env.HEALTH_SAMPLE_RATE === undefined ? 1 : numberOrText(env.HEALTH_SAMPLE_RATE),
  };
}
