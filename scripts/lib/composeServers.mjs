import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { apps, createSiteConfig, host, portOf } from '@codecrush/build-config/runtime';
import { prerenderSite } from './prerender.mjs';
import { serveApp } from './serveApp.mjs';
import { buildApp, distOf, isBuilt, repoRoot, run } from './workspace.mjs';

/**
 * Builds what is missing, writes the deploy-time site-config.json from the environment, serves
 * each app's dist/ on its own port (except `skip`, e.g. a remote running under its dev server)
 * and starts the email API. Returns a function that stops everything.
 * @param {{ skip?: string[], startApi?: boolean }} options
 */
export async function composeServers({ skip = [], startApi = true } = {}) {
  const served = apps.filter((app) => !skip.includes(app.dir));
  const missing = served.filter((app) => !isBuilt(app.dir));
  if (missing.length > 0) {
    await run('npm', ['run', '--silent', 'images']);
    for (const app of missing) {
      console.log(`${app.dir}: no build found, building…`);
      await buildApp(app.dir);
    }
  }

  const config = createSiteConfig(process.env);
  if (served.some((app) => app.dir === 'shell')) {
    fs.writeFileSync(path.join(distOf('shell'), 'site-config.json'), `${JSON.stringify(config, null, 2)}\n`);
    // Every route's HTML from the builds about to be served (ARCHITECTURE §9). With a remote under
    // its dev server (skip), the pages keep their last prerender.
    if (skip.length === 0) await prerenderSite();
  }

  const servers = [];
  for (const app of served) {
    const port = portOf(app.dir);
    servers.push(await serveApp({ distDir: distOf(app.dir), port, host, isHost: app.dir === 'shell', config }));
    console.log(`${app.dir.padEnd(13)} http://localhost:${port}/`);
  }

  const api = startApi
    ? spawn('npm', ['start', '--silent', '-w', 'api'], { cwd: repoRoot, stdio: 'inherit', env: process.env })
    : null;

  return async function stop() {
    api?.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.close()));
  };
}
