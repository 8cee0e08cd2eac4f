#!/usr/bin/env node
/**
 * Fails when package-lock.json is not what `npm install --package-lock-only` makes of the
 * package.json files: a dependency changed without its lockfile update, or entries missing —
 * typically other platforms' optional binaries (rspack, swc, resolver bindings), without which
 * `npm ci` refuses to install on that platform.
 *
 * npm itself does not re-add every dropped entry (a missing platform package of a dependency it
 * already locked may go unnoticed), so the lockfile is also walked: every dependency and optional
 * dependency of every entry must resolve to an entry, the way Node resolves `node_modules`.
 *
 * Works on a temporary copy of the package.json files and the lockfile; the working tree is not
 * touched. `--lockfile <path>` checks another lockfile against this repo's package.json files.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/workspace.mjs';

const lockfileArg = process.argv.indexOf('--lockfile');
const lockfile =
  lockfileArg > 0 ? path.resolve(process.argv[lockfileArg + 1]) : path.join(repoRoot, 'package-lock.json');

const rootManifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
const manifests = ['package.json', ...rootManifest.workspaces.map((dir) => path.join(dir, 'package.json'))];

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lockfile-check-'));
try {
  for (const manifest of manifests) {
    fs.mkdirSync(path.dirname(path.join(scratch, manifest)), { recursive: true });
    fs.copyFileSync(path.join(repoRoot, manifest), path.join(scratch, manifest));
  }
  const before = fs.readFileSync(lockfile, 'utf8');
  fs.writeFileSync(path.join(scratch, 'package-lock.json'), before);

  execFileSync(
    'npm',
    [
      'install',
      '--package-lock-only',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      // The committed lockfile records no registry URLs, whatever the user's npm config says.
      '--omit-lockfile-registry-resolved',
      '--loglevel=error',
    ],
    { cwd: scratch, stdio: ['ignore', 'ignore', 'inherit'] },
  );

  const after = fs.readFileSync(path.join(scratch, 'package-lock.json'), 'utf8');
  const dangling = unresolvedDependencies(JSON.parse(before).packages);
  if (dangling.length > 0) {
    console.error(`✗ ${lockfile} lacks entries its packages depend on:`);
    for (const line of dangling) console.error(`  ${line}`);
    console.error('Delete node_modules, run `npm install`, and commit package-lock.json.');
    process.exitCode = 1;
  } else if (after === before) {
    console.log(`lockfile complete: ${Object.keys(JSON.parse(before).packages).length} entries`);
  } else {
    console.error(`✗ ${lockfile} is incomplete or out of date:`);
    for (const line of describeChanges(JSON.parse(before).packages, JSON.parse(after).packages))
      console.error(`  ${line}`);
    console.error('Run `npm install --package-lock-only` and commit package-lock.json.');
    process.exitCode = 1;
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}

/** One line per lockfile entry that npm would add, remove or change. */
function describeChanges(before, after) {
  const lines = [];
  for (const key of Object.keys(after)) {
    if (!(key in before)) lines.push(`missing ${key || '(root)'}@${after[key].version ?? ''}`);
    else if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) lines.push(`changed ${key || '(root)'}`);
  }
  for (const key of Object.keys(before)) if (!(key in after)) lines.push(`extra   ${key}`);
  return lines.length > 0 ? lines : ['(formatting only)'];
}

/**
 * Every (optional) dependency no entry provides: looked up from the entry's folder through each
 * `node_modules` above it, as Node does. Workspaces and the root also need their devDependencies.
 */
function unresolvedDependencies(packages) {
  const missing = [];
  for (const [key, entry] of Object.entries(packages)) {
    if (entry.link) continue;
    const isWorkspace = !key.includes('node_modules/');
    const wanted = {
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...(isWorkspace ? entry.devDependencies : {}),
    };
    for (const name of Object.keys(wanted))
      if (!resolves(packages, key, name)) missing.push(`${name}, needed by ${key || '(root)'}`);
  }
  return missing;
}

function resolves(packages, from, name) {
  for (let dir = from; ; dir = parentFolder(dir)) {
    if (`${dir ? `${dir}/` : ''}node_modules/${name}` in packages) return true;
    if (dir === '') return false;
  }
}

/** `node_modules/a/node_modules/b` → `node_modules/a`; a workspace folder → the root. */
function parentFolder(dir) {
  const at = dir.lastIndexOf('/node_modules/');
  return at > 0 ? dir.slice(0, at) : '';
}
