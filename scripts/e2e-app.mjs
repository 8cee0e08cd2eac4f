#!/usr/bin/env node
/**
 * One remote's e2e against the composed site, with only that remote rebuilt:
 *   npm run e2e -w mf-blog            (PORT_OFFSET=… to run beside another composition)
 * Builds the remote, then runs its Playwright spec (e2e/tests/<name>.spec.ts, e.g. blog.spec.ts)
 * with one worker; the other apps are served from their existing builds (built once if missing).
 */
import fs from 'node:fs';
import path from 'node:path';
import { remoteAppList } from '@codecrush/build-config/runtime';
import { buildApp, repoRoot, run } from './lib/workspace.mjs';

const dir = process.argv[2];
if (!remoteAppList.some((app) => app.dir === dir)) {
  console.error(`usage: node scripts/e2e-app.mjs <${remoteAppList.map((app) => app.dir).join('|')}>`);
  process.exit(2);
}
const spec = `tests/${dir.replace(/^mf-/, '')}.spec.ts`;
if (!fs.existsSync(path.join(repoRoot, 'e2e', spec))) {
  console.error(`${dir} has no Playwright spec yet (expected e2e/${spec})`);
  process.exit(1);
}
await buildApp(dir);
await run('npx', ['playwright', 'test', spec, '--project=chromium', '--workers=1'], {
  cwd: path.join(repoRoot, 'e2e'),
});
