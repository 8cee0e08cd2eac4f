/**
 * Default local ports of the composition (listed in README.md). Override one with env PORT_<APP>, or
 * shift them all (and the API's) with PORT_OFFSET, e.g. PORT_OFFSET=100 → shell 3100+… so two
 * compositions (two checkouts, two test runs) can run side by side.
 */
export const portOffset = Number(process.env.PORT_OFFSET ?? 0);
if (!Number.isInteger(portOffset) || portOffset < 0)
  throw new Error(`PORT_OFFSET must be a whole number ≥ 0, got "${process.env.PORT_OFFSET}"`);

export const apps = [
  { dir: 'shell', name: 'shell', port: 3000 },
  { dir: 'mf-marketing', name: 'mf_marketing', port: 3001 },
  { dir: 'mf-portfolio', name: 'mf_portfolio', port: 3002 },
  { dir: 'mf-blog', name: 'mf_blog', port: 3003 },
  { dir: 'mf-careers', name: 'mf_careers', port: 3004 },
  { dir: 'mf-forms', name: 'mf_forms', port: 3005 },
];

/** A port from the environment: a whole number 1–65535, or a clear error naming the variable. */
function portFromEnv(variable, fallback) {
  const value = process.env[variable];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`${variable} must be a port number (1–65535), got "${value}"`);
  return port;
}

export const apiPort = portFromEnv('API_PORT', 3100 + portOffset);
export const host = process.env.HOST ?? '127.0.0.1';

/** @param {string} dir */
export function portOf(dir) {
  const app = apps.find((a) => a.dir === dir);
  if (!app) throw new Error(`Unknown app ${dir}`);
  return portFromEnv(`PORT_${dir.replace(/-/g, '_').toUpperCase()}`, app.port + portOffset);
}

export const remoteApps = apps.filter((a) => a.dir !== 'shell');
