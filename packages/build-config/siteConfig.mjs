import { apiPort, portOf, remoteApps } from './ports.mjs';

/** `DEV_OVERRIDES`: on/true/1 or off/false/0 (default off); anything else is a deploy mistake. */
function devOverridesFrom(raw = '') {
  const value = raw.trim().toLowerCase();
  if (['on', 'true', '1', 'yes'].includes(value)) return true;
  if (['', 'off', 'false', '0', 'no'].includes(value)) return false;
  throw new Error(`DEV_OVERRIDES must be "on" or "off", got "${raw}"`);
}

/**
 * The runtime config served as `/site-config.json` (type: SiteConfig in @codecrush/contracts).
 * Written at deploy time from the environment; the defaults describe the local composition.
 *   REMOTE_MF_BLOG_URL=https://cdn.example.com/blog/v42/mf-manifest.json  (one per remote)
 *   SITE_API_URL, EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID, EMAILJS_PUBLIC_KEY, EMAILJS_ORIGIN,
 *   TLS_CERT_FILE (set: the default local URLs are https), CHAT_WIDGET_URL, DEV_OVERRIDES (on|off, default off; `npm run dev` turns it on),
 *   DEV_OVERRIDE_ORIGINS (comma separated), REMOTE_TIMEOUT_MS
 * @param {NodeJS.ProcessEnv} env
 * @returns {import("../contracts/src/config").SiteConfig}
 */
export function createSiteConfig(env = process.env) {
  const localHost = env.PUBLIC_HOST ?? 'localhost';
  // Served over TLS (TLS_CERT_FILE/TLS_KEY_FILE), the local composition's URLs are https too.
  const scheme = env.TLS_CERT_FILE ? 'https' : 'http';
  const apiBaseUrl = env.SITE_API_URL ?? `${scheme}://${localHost}:${apiPort}`;
  const remotes = Object.fromEntries(
    remoteApps.map((app) => [
      app.name,
      env[`REMOTE_${app.name.toUpperCase()}_URL`] ?? `${scheme}://${localHost}:${portOf(app.dir)}/mf-manifest.json`,
    ]),
  );
  return {
    remotes,
    api: { baseUrl: apiBaseUrl },
    emailjs: {
      serviceId: env.EMAILJS_SERVICE_ID ?? 'service_local',
      templateId: env.EMAILJS_TEMPLATE_ID ?? 'template_remote_resources',
      publicKey: env.EMAILJS_PUBLIC_KEY ?? 'local-public-key',
      origin: env.EMAILJS_ORIGIN ?? apiBaseUrl,
    },
    chatWidgetUrl: env.CHAT_WIDGET_URL ?? '',
    devOverridesEnabled: devOverridesFrom(env.DEV_OVERRIDES),
    devOverrideOrigins: (env.DEV_OVERRIDE_ORIGINS ?? 'http://localhost,http://127.0.0.1')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    remoteTimeoutMs: Number(env.REMOTE_TIMEOUT_MS ?? 8000),
  };
}
