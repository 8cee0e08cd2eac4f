#!/usr/bin/env node
/**
 * `npm run install-size [-- <top>]`: what each direct dependency costs on disk after `npm ci`. For every
 * dependency named in a workspace's package.json (all workspaces together), the packages reachable
 * only through it, from package-lock.json and resolved the way Node resolves `node_modules`
 * (dependencies, optional and peer dependencies), and their size on disk (allocated blocks, as `du`
 * counts them, in MiB; a package's nested node_modules count as their own packages). Then the same
 * for families of direct dependencies that share their packages (a scope, the test and lint tools).
 * Platform packages not installed here count 0.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/workspace.mjs';

const top = Number(process.argv[2] ?? 25);
const { packages } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'));

/** Allocated bytes of `dir` and everything in it but node_modules folders. */
function diskBytes(dir) {
  let bytes = fs.lstatSync(dir).blocks * 512;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name === 'node_modules') continue;
    const file = path.join(dir, entry.name);
    bytes += entry.isDirectory() ? diskBytes(file) : fs.lstatSync(file).blocks * 512;
  }
  return bytes;
}
const sizes = new Map();
/** The bytes of the lockfile entry `key` on disk (0 when not installed on this platform). */
const sizeOf = (key) => {
  if (!sizes.has(key)) {
    const dir = path.join(repoRoot, key);
    sizes.set(key, fs.existsSync(dir) ? diskBytes(dir) : 0);
  }
  return sizes.get(key);
};

/** The lockfile entry `name` resolves to from the package at `from`: its node_modules, then its parents'. */
function resolve(from, name) {
  for (let dir = from; ;) {
    const key = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    const entry = packages[key];
    if (entry) return entry.link ? entry.resolved : key;
    if (!dir) return undefined;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent >= 0 ? dir.slice(0, parent) : '';
  }
}
const dependenciesOf = (key, withDev = false) => {
  const entry = packages[key] ?? {};
  return [
    ...new Set(
      [
        entry.dependencies,
        entry.optionalDependencies,
        entry.peerDependencies,
        withDev ? entry.devDependencies : {},
      ].flatMap((deps) => Object.keys(deps ?? {})),
    ),
  ];
};

const workspaces = new Set(['', ...(packages[''].workspaces ?? [])]);
/** Every workspace's direct dependencies, resolved: [workspace, name, lockfile key]. */
const direct = [...workspaces].flatMap((workspace) =>
  dependenciesOf(workspace, true)
    .map((name) => [workspace || '(root)', name, resolve(workspace, name)])
    .filter(([, , key]) => key !== undefined && !workspaces.has(key)),
);

/** The packages reachable from the direct dependencies but those `left` says to leave out. */
function reachable(left = () => false) {
  const seen = new Set();
  const stack = direct.filter(([, name]) => !left(name)).map(([, , key]) => key);
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    for (const name of dependenciesOf(key)) {
      const found = resolve(key, name);
      if (found !== undefined && !workspaces.has(found)) stack.push(found);
    }
  }
  return seen;
}
const all = reachable();
/** The packages reachable only through the direct dependencies `left` picks, and their bytes. */
const onlyThrough = (left) => {
  const rest = reachable(left);
  const only = [...all].filter((key) => !rest.has(key));
  return { packages: only.length, bytes: only.reduce((sum, key) => sum + sizeOf(key), 0) };
};
const mib = (bytes) => (bytes / 2 ** 20).toFixed(1);
const byBytes = (a, b) => b.bytes - a.bytes;

const names = [...new Set(direct.map(([, name]) => name))];
console.log(`${all.size} packages, ${mib([...all].reduce((sum, key) => sum + sizeOf(key), 0))} MiB on disk\n`);
console.log('| # | direct dependency | of | packages only through it | MiB only through it |');
console.log('| --- | --- | --- | --- | --- |');
names
  .map((name) => ({
    name,
    of: [...new Set(direct.filter(([, other]) => other === name).map(([workspace]) => workspace))].join(', '),
    ...onlyThrough((other) => other === name),
  }))
  .sort(byBytes)
  .slice(0, top)
  .forEach((row, i) => console.log(`| ${i + 1} | ${row.name} | ${row.of} | ${row.packages} | ${mib(row.bytes)} |`));

const families = {
  'jest, jsdom, Testing Library':
    /^(jest|jest-environment-jsdom|@swc\/jest|@types\/jest|@testing-library\/.*|@stryker-mutator\/jest-runner)$/,
  'eslint and its plugins': /^(eslint|eslint-.*|@eslint\/.*|typescript-eslint|globals)$/,
};
for (const scope of new Set(names.filter((name) => name.startsWith('@')).map((name) => name.split('/')[0])))
  if (names.filter((name) => name.startsWith(`${scope}/`)).length > 1)
    families[`${scope}/*`] = new RegExp(`^${scope}/`);
console.log('\n| direct dependencies together | how many | packages only through them | MiB only through them |');
console.log('| --- | --- | --- | --- |');
Object.entries(families)
  .map(([family, pattern]) => ({
    family,
    count: names.filter((name) => pattern.test(name)).length,
    ...onlyThrough((name) => pattern.test(name)),
  }))
  .filter((row) => row.bytes >= 2 ** 20)
  .sort(byBytes)
  .forEach((row) => console.log(`| ${row.family} | ${row.count} | ${row.packages} | ${mib(row.bytes)} |`));
