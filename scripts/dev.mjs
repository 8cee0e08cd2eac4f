#!/usr/bin/env node
/**
 * `npm run dev`: every app under its rspack dev server with HMR, each on its port from the app list
 * (packages/contracts/src/apps.mjs, shifted by PORT_OFFSET), plus the API. `npm run dev -w <remote
 * folder>` (→ `dev.mjs <remote folder>`): that remote and the shell under their dev servers (edits
 * hot-update inside the shell page), the other remotes from their production builds — the composed
 * site is on the shell's port, the remote's own page on the remote's port.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { apps } from '@codecrush/build-config/runtime';
import { composeServers } from './lib/composeServers.mjs';
import { repoRoot, run } from './lib/workspace.mjs';

const only = process.argv[2];
if (only && !apps.some((app) => app.dir === only)) {
  console.error(`Unknown app "${only}". Use one of: ${apps.map((a) => a.dir).join(', ')}`);
  process.exit(1);
}

// Developer overrides (?mf-override=) are a development tool: on here unless set, off under `npm start`.
process.env.DEV_OVERRIDES ??= 'on';

await run('npm', ['run', '--silent', 'images']);

const devApps = only ? apps.filter((app) => app.dir === only || app.dir === 'shell') : apps;
const children = devApps.map((app) =>
  spawn('npx', ['rspack', 'serve', '--mode', 'development'], { cwd: path.join(repoRoot, app.dir), stdio: 'inherit' }),
);
const stopComposition = await composeServers({ skip: devApps.map((app) => app.dir) });

const shutdown = async () => {
  for (const child of children) child.kill('SIGTERM');
  await stopComposition();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
