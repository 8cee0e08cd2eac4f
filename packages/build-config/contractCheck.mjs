import fs from 'node:fs';
import path from 'node:path';
import { remoteKeyOfDir } from '@codecrush/contracts/apps';
import { exposedModules, remoteNames } from './contracts.mjs';
import { sharedDependencies } from './shared.mjs';

/**
 * Contract check of a built remote: its `mf-manifest.json` must expose exactly the modules
 * `@codecrush/contracts` declares, under the declared container name, and share every singleton at
 * a version the shell accepts. Each problem names the remote and the module or package.
 */

/** Does `version` satisfy `range`? Ranges the shell uses: `^x.y.z`, an exact version, `*` or none. */
export function satisfies(version, range) {
  if (range === false || range === undefined || range === null || range === '*' || range === '') return true;
  const parse = (text) => text.split('-')[0].split('.').map(Number);
  const [major, minor, patch] = parse(version);
  if (!range.startsWith('^')) return version === range;
  const [wantMajor, wantMinor, wantPatch] = parse(range.slice(1));
  if ([major, minor, patch, wantMajor, wantMinor, wantPatch].some((n) => !Number.isInteger(n))) return false;
  if (major !== wantMajor) return false;
  if (wantMajor === 0 && minor !== wantMinor) return false;
  return minor > wantMinor || (minor === wantMinor && patch >= wantPatch);
}

/**
 * The version range the shell accepts for a shared package (none = any): from the shell's own manifest when it
 * is built, else from the shared configuration the shell is built with (`react/` covers subpaths).
 * @param {string} name @param {{ shared?: { name: string, requiredVersion?: string | false }[] } | undefined} shellManifest
 */
export function acceptedRange(name, shellManifest) {
  const fromShell = shellManifest?.shared?.find((entry) => entry.name === name);
  if (fromShell && fromShell.requiredVersion !== undefined) return { known: true, range: fromShell.requiredVersion };
  // npm names nest only under a scope, so at most one `package/` key starts a package's name.
  const key =
    name in sharedDependencies
      ? name
      : Object.keys(sharedDependencies).find((k) => k.endsWith('/') && name.startsWith(k));
  return key ? { known: true, range: sharedDependencies[key].requiredVersion } : { known: false, range: undefined };
}

/**
 * @param {string} remoteKey  `blog`, … (a key of remoteNames)
 * @param {any} manifest      the parsed mf-manifest.json
 * @param {any} [shellManifest]
 * @returns {string[]} problems, empty when the remote keeps its contract
 */
export function checkRemoteManifest(remoteKey, manifest, shellManifest) {
  const name = remoteNames[remoteKey];
  if (!name) return [`unknown remote "${remoteKey}" (not in packages/contracts remoteNames)`];
  const problems = [];
  if (manifest?.name !== name) problems.push(`${name}: the manifest names the container "${manifest?.name}"`);
  const declared = new Set(exposedModules[remoteKey]);
  const exposed = new Set((manifest?.exposes ?? []).map((entry) => entry.name));
  for (const module of declared)
    if (!exposed.has(module)) problems.push(`${name}: does not expose "${module}", which packages/contracts declares`);
  for (const module of exposed)
    if (!declared.has(module)) problems.push(`${name}: exposes "${module}", which packages/contracts does not declare`);
  // Stryker disable next-line ArrayDeclaration: an entry without `singleton` is skipped, so a stand-in list is too
  for (const entry of manifest?.shared ?? []) {
    if (!entry.singleton) continue;
    const { known, range } = acceptedRange(entry.name, shellManifest);
    if (!known) problems.push(`${name}: shares "${entry.name}" as a singleton, which the shell does not share`);
    else if (!satisfies(entry.version, range))
      problems.push(`${name}: shares the singleton "${entry.name}" at ${entry.version}; the shell accepts ${range}`);
  }
  return problems;
}

/**
 * Checks the built remotes under `repoRoot` (`dirs`, e.g. `['mf-blog']`).
 * @returns {{ dir: string, problems: string[] }[]}
 */
export function checkBuiltRemotes(repoRoot, dirs) {
  // Stryker disable next-line StringLiteral: JSON.parse reads a Buffer as UTF-8 text as well
  const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);
  const shellManifest = read(path.join(repoRoot, 'shell', 'dist', 'mf-manifest.json'));
  return dirs.map((dir) => {
    const remoteKey = remoteKeyOfDir(dir);
    const manifest = read(path.join(repoRoot, dir, 'dist', 'mf-manifest.json'));
    if (!manifest) return { dir, problems: [`${dir}: no build found (run npm run build -w ${dir})`] };
    return { dir, problems: checkRemoteManifest(remoteKey ?? dir, manifest, shellManifest) };
  });
}
