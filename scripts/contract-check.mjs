#!/usr/bin/env node
/**
 * Contract check of built remotes (`dist/mf-manifest.json`) against `@codecrush/contracts`:
 * exactly the declared exposed modules, the declared container name, singletons at versions the
 * shell accepts. `node scripts/contract-check.mjs [mf-blog …]` (default: every remote). Exit 1 on
 * any problem, each printed with the remote and module it is about.
 */
import { remoteAppList } from '@codecrush/build-config/runtime';
import { checkBuiltRemotes } from '@codecrush/build-config/contract-check';
import { repoRoot } from './lib/workspace.mjs';

const dirs = process.argv.slice(2);
const results = checkBuiltRemotes(repoRoot, dirs.length > 0 ? dirs : remoteAppList.map((app) => app.dir));
for (const { dir, problems } of results) {
  if (problems.length === 0) console.log(`✓ contract: ${dir}`);
  for (const problem of problems) console.error(`✗ contract: ${problem}`);
}
if (results.some((r) => r.problems.length > 0)) process.exitCode = 1;
