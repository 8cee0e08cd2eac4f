/** Default local ports of the composition (ARCHITECTURE §4). Override with env PORT_<APP>. */
export const apps = [
  { dir: 'shell', name: 'shell', port: 3000 },
  { dir: 'mf-marketing', name: 'mf_marketing', port: 3001 },
  { dir: 'mf-portfolio', name: 'mf_portfolio', port: 3002 },
  { dir: 'mf-blog', name: 'mf_blog', port: 3003 },
  { dir: 'mf-careers', name: 'mf_careers', port: 3004 },
  { dir: 'mf-forms', name: 'mf_forms', port: 3005 },
];

export const apiPort = Number(process.env.API_PORT ?? 3100);
export const host = process.env.HOST ?? '127.0.0.1';

/** @param {string} dir */
export function portOf(dir) {
  const app = apps.find((a) => a.dir === dir);
  if (!app) throw new Error(`Unknown app ${dir}`);
  const fromEnv = process.env[`PORT_${dir.replace(/-/g, '_').toUpperCase()}`];
  return fromEnv ? Number(fromEnv) : app.port;
}

export const remoteApps = apps.filter((a) => a.dir !== 'shell');
