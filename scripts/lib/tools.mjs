/**
 * Tools of occasional commands, kept out of the workspace install: each lives in tools/<name>/ with
 * its own package.json and lockfile, and is installed there from that lockfile (without install
 * scripts) the first time its command runs. When that fails (offline), the command to run is printed.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './workspace.mjs';

export const toolDir = (name) => path.join(repoRoot, 'tools', name);

/**
 * Installs tools/<name>/ unless `probe` (a package of its lockfile) is there; returns a `require`
 * that resolves from that folder.
 * @param {string} name the folder under tools/
 * @param {string} probe a package the tool depends on
 */
export function toolRequire(name, probe) {
  const dir = toolDir(name);
  if (!fs.existsSync(path.join(dir, 'node_modules', probe, 'package.json'))) {
    const command = `(cd tools/${name} && npm ci --ignore-scripts --no-audit --no-fund)`;
    console.error(`${probe} is not installed: it is kept out of the workspace install. Running ${command} …`);
    try {
      execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
        cwd: dir,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    } catch {
      console.error(`Installing ${probe} failed. Once the registry is reachable, run: ${command}`);
      process.exit(1);
    }
  }
  return createRequire(path.join(dir, 'package.json'));
}

/** Imports `specifier` (an ES module or CommonJS package) as resolved by a tool's `require`. */
export const importFrom = (require, specifier) => import(pathToFileURL(require.resolve(specifier)).href);
