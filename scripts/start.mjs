#!/usr/bin/env node
/**
 * `npm start`: builds what is missing, writes the deploy-time site-config.json from the
 * environment, then serves each app's dist/ on its own port and starts the email API.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { apps, createSiteConfig, host, portOf } from '@codecrush/build-config/runtime';
import { serveApp } from './lib/serveApp.mjs';
import { buildApp, distOf, isBuilt, repoRoot } from './lib/workspace.mjs';

for (const app of apps) {
  if (!isBuilt(app.dir)) {
    console.log(`${app.dir}: no build found, building…`);
    await buildApp(app.dir);
  }
}

const config = createSiteConfig(process.env);
fs.writeFileSync(path.join(distOf('shell'), 'site-config.json'), `${JSON.stringify(config, null, 2)}\n`);

const servers = [];
for (const app of apps) {
  const port = portOf(app.dir);
  servers.push(await serveApp({ distDir: distOf(app.dir), port, host, isHost: app.dir === 'shell', config }));
  console.log(`${app.dir.padEnd(13)} http://localhost:${port}/`);
}

const api =
  process.env.START_API === '0'
    ? null
    : spawn('npm', ['start', '--silent', '-w', 'api'], { cwd: repoRoot, stdio: 'inherit', env: process.env });
console.log(`\nThe site: http://localhost:${portOf('shell')}/`);

const stop = async () => {
  api?.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.close()));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
