import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { checkRemoteManifest } from '@codecrush/build-config/contract-check';
import { remoteAppsByKey, remoteKeyOfDir, remoteKeys } from '@codecrush/contracts/apps';
import { buildIdPattern, plainManifestUrl, releaseManifestUrl, remoteNames } from '@codecrush/build-config/contracts';
import { createSiteConfig } from '@codecrush/build-config/runtime';
import { releasesRootOf } from './releasesRoot.mjs';
import { readSiteConfig, siteConfigFromEnv, writeSiteConfig } from '@codecrush/build-config/site-config-file';

/**
 * Versioned deploy and rollback of one remote, with no shell rebuild and no restart:
 *  - deploy copies `<remote>/dist` into `<releases>/<remote>/<build id>/` (immutable; served by the
 *    remote's server under `/releases/<build id>/`), then points site-config.json at that folder's
 *    manifest, atomically (write + rename). Tabs already open keep the version they loaded: its
 *    folder stays until it falls out of the last `keep` releases.
 *  - rollback points site-config.json back at the previous release (or the plain build); the deploy
 *    guard withdraws exactly the release it watched (`withdrawRelease`), even if another was deployed since.
 * `<releases>/<remote>.json` (outside the served folder) records the order; a restart (`npm start`)
 * keeps what it says.
 */

export const defaultKeep = 5;

export { releasesRootOf } from './releasesRoot.mjs';

export class DeployError extends Error {}

export function remoteKeyOf(dir) {
  const key = remoteKeyOfDir(dir);
  if (!key) throw new DeployError(`${dir} is not a remote (known: ${Object.values(remoteNames).join(', ')})`);
  return key;
}

/**
 * `{ history: [{ id, at }], releases: [id], log: [{ at, kind, … }] }`: `history` is the rollback
 * stack (`id: null` is the plain build, `dist/`), `releases` every release on disk in deploy order,
 * `log` every deploy and rollback as it happened (a rollback with its reason when one was given; a
 * guard's withdrawal that left a later deploy live with `liveKept: true` and a `note`: withdrawRelease).
 */
export function readState(folder) {
  const file = `${folder}.json`;
  // Stryker disable next-line StringLiteral: JSON.parse reads a Buffer as UTF-8 text as well
  const state = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  return {
    history: state.history ?? [],
    // Stryker disable next-line ArrayDeclaration: a stand-in entry would sit before every release, so the last-`keep` slice drops it first and it names no folder
    releases: state.releases ?? [],
    log: state.log ?? [],
  };
}

/** The deploy history of one remote (oldest first): deploys, rollbacks and their reasons. */
export function deployLog(repoRoot, dir, env = process.env) {
  return readState(path.join(releasesRootOf(repoRoot, env), dir)).log;
}

export function writeState(folder, state) {
  const file = `${folder}.json`;
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(state, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

/** A fingerprint of a build: its manifest and remote entry (every other file has a content hash). */
function fingerprint(folder) {
  const hash = crypto.createHash('sha256');
  for (const name of ['mf-manifest.json', 'remoteEntry.js']) hash.update(fs.readFileSync(path.join(folder, name)));
  return hash.digest('hex').slice(0, 8);
}

export function currentConfig(siteConfigFile, env) {
  return fs.existsSync(siteConfigFile) ? readSiteConfig(siteConfigFile) : siteConfigFromEnv(env);
}

/**
 * Points the remote at release `id` (null: the plain build), beside where the live config serves it
 * now: a deploy keeps the site's layout (per port or one origin) whatever the deployer's environment.
 */
export function switchTo({ siteConfigFile, name, id, env }) {
  const config = currentConfig(siteConfigFile, env);
  const previous = config.remotes[name];
  const url = releaseManifestUrl(plainManifestUrl(previous), id);
  writeSiteConfig(siteConfigFile, { ...config, remotes: { ...config.remotes, [name]: url } });
  return { previous, url };
}

/**
 * Keeps the folders of the last `keep` deploys (rolled-back ones included: a tab may still run one),
 * deletes the rest and forgets them in the rollback history.
 */
export function prune(folder, state, keep) {
  const kept = new Set(state.releases.slice(-keep));
  // Stryker disable next-line MethodExpression: `releases` only feeds the last-`keep` slice, which the older entries never reach
  state.releases = state.releases.filter((id) => kept.has(id));
  state.history = state.history.filter((entry) => entry.id === null || kept.has(entry.id));
  const removed = [];
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory() && !kept.has(entry.name)) {
      // Stryker disable next-line BooleanLiteral: the folder was just listed, so `force` has no missing path to ignore
      fs.rmSync(path.join(folder, entry.name), { recursive: true, force: true });
      removed.push(entry.name);
    }
  }
  return removed;
}

/**
 * Copies a remote's build into its release folder, `<releases>/<remote>/<build id>/` (immutable: the
 * same id with other files is refused; the same files are reused), after checking its contract.
 * @param {{ repoRoot: string, dir: string, env: NodeJS.ProcessEnv, from?: string }} options
 * @returns {{ name: string, id: string, folder: string, reused: boolean }}
 */
export function storeRelease({ repoRoot, dir, env, from }) {
  const key = remoteKeyOf(dir);
  const name = remoteNames[key];
  const dist = from ?? path.join(repoRoot, dir, 'dist');
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) throw new DeployError(`${dir} has no build: run npm run build -w ${dir} first`);
  // Stryker disable next-line StringLiteral: JSON.parse reads a Buffer as UTF-8 text as well
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const problems = checkRemoteManifest(key, manifest);
  if (problems.length > 0)
    throw new DeployError(`${dir} breaks its contract, not deployed:\n  - ${problems.join('\n  - ')}`);

  const buildId = manifest.metaData?.buildInfo?.buildVersion ?? 'local';
  // A build without BUILD_ID is named by its content, so two such builds never share a folder.
  const id = buildId === 'local' || buildId === 'dev' ? `${buildId}-${fingerprint(dist)}` : buildId;
  if (!buildIdPattern.test(id))
    throw new DeployError(`${dir}: build id "${id}" cannot name a folder (letters, digits, . _ -)`);

  const folder = path.join(releasesRootOf(repoRoot, env), dir);
  const target = path.join(folder, id);
  fs.mkdirSync(folder, { recursive: true });
  let reused = false;
  if (fs.existsSync(target)) {
    if (fingerprint(target) !== fingerprint(dist))
      throw new DeployError(
        `${dir}: release ${id} already exists with other files (releases are immutable); build with a new BUILD_ID`,
      );
    reused = true;
  } else {
    const staging = `${target}.${process.pid}.staging`;
    fs.cpSync(dist, staging, { recursive: true });
    fs.renameSync(staging, target);
  }
  return { name, id, folder, reused };
}

/** Makes release `id` the live one in `state`: on top of the rollback history, newest on disk, logged as `kind`. */
export function recordLive(state, id, kind) {
  if (state.history.length === 0) state.history.push({ id: null, at: new Date().toISOString() });
  state.history = state.history.filter((entry) => entry.id !== id);
  state.history.push({ id, at: new Date().toISOString() });
  state.releases = [...state.releases.filter((release) => release !== id), id];
  state.log.push({ at: new Date().toISOString(), kind, id });
}

/**
 * `from`: the build folder to deploy (default `<remote>/dist`).
 * @param {{ repoRoot: string, dir: string, siteConfigFile: string, keep?: number, env?: NodeJS.ProcessEnv, from?: string }} options
 * @returns {{ id: string, url: string, previous: string, reused: boolean, removed: string[] }}
 */
export function deployRemote({ repoRoot, dir, siteConfigFile, keep = defaultKeep, env = process.env, from }) {
  const { name, id, folder, reused } = storeRelease({ repoRoot, dir, env, from });
  const { previous, url } = switchTo({ siteConfigFile, name, id, env });
  const state = readState(folder);
  recordLive(state, id, 'deploy');
  const removed = prune(folder, state, keep);
  writeState(folder, state);
  return { id, url, previous, reused, removed };
}

/**
 * `reason`: why (an automatic rollback by the deploy guard says what it saw); kept in the log.
 * Rolls back the newest release, whichever it is (`npm run rollback`).
 * @param {{ repoRoot: string, dir: string, siteConfigFile: string, env?: NodeJS.ProcessEnv, reason?: string }} options
 * @returns {{ from: string | null, to: string | null, url: string }}
 */
export function rollbackRemote({ repoRoot, dir, siteConfigFile, env = process.env, reason }) {
  const name = remoteNames[remoteKeyOf(dir)];
  const folder = path.join(releasesRootOf(repoRoot, env), dir);
  const state = readState(folder);
  const { from, to, url } = rollBackTop({ dir, name, siteConfigFile, env, state, reason });
  writeState(folder, state);
  return { from, to, url };
}

/** Pops the live release off `state.history`, points the config at the one below and logs it. */
function rollBackTop({ dir, name, siteConfigFile, env, state, reason }) {
  if (state.history.length < 2) throw new DeployError(`${dir}: there is no earlier release to roll back to`);
  const from = state.history.pop();
  const to = state.history.at(-1);
  const { url } = switchTo({ siteConfigFile, name, id: to.id, env });
  state.log.push({
    at: new Date().toISOString(),
    kind: 'rollback',
    from: from.id,
    to: to.id,
    ...(reason ? { reason } : {}),
  });
  return { from: from.id, to: to.id, url };
}

/**
 * Withdraws exactly release `id` (the deploy guard's verdict on the release it watched), whatever was
 * deployed since:
 *  - `id` is live (top of the history): a rollback to the release below it, as `rollbackRemote`;
 *    outcome `'rolled back'`.
 *  - a later deploy is live: that one stays live and site-config.json is not touched; `id` leaves the
 *    rollback history, so no later rollback returns to it; outcome `'withdrawn'`.
 *  - `id` is no longer in the history (rolled back by hand, or pruned): nothing changes; outcome
 *    `'not in history'`.
 * Every case is logged as a `rollback` entry with `from: id` and `to:` the release live afterwards
 * (null: the plain build); when the live release was kept, the entry also has `liveKept: true` and a
 * `note` saying why. The release's folder stays on disk either way (tabs may still run it).
 * @param {{ repoRoot: string, dir: string, siteConfigFile: string, id: string, env?: NodeJS.ProcessEnv, reason?: string }} options
 * @returns {{ outcome: 'rolled back' | 'withdrawn' | 'not in history', from: string, to: string | null, url: string }}
 */
export function withdrawRelease({ repoRoot, dir, siteConfigFile, id, env = process.env, reason }) {
  const name = remoteNames[remoteKeyOf(dir)];
  const folder = path.join(releasesRootOf(repoRoot, env), dir);
  const state = readState(folder);
  if (state.history.at(-1)?.id === id) {
    const { to, url } = rollBackTop({ dir, name, siteConfigFile, env, state, reason });
    writeState(folder, state);
    return { outcome: 'rolled back', from: id, to, url };
  }
  const inHistory = state.history.some((entry) => entry.id === id);
  const live = state.history.at(-1)?.id ?? null;
  const liveName = live ?? 'the plain build (dist/)';
  state.history = state.history.filter((entry) => entry.id !== id);
  state.log.push({
    at: new Date().toISOString(),
    kind: 'rollback',
    from: id,
    to: live,
    ...(reason ? { reason } : {}),
    liveKept: true,
    note: inHistory
      ? `${liveName}, deployed meanwhile, stays live; ${id} is out of the rollback history`
      : `${id} was no longer in the rollback history (rolled back already); ${liveName} stays live, nothing changed`,
  });
  writeState(folder, state);
  const url = currentConfig(siteConfigFile, env).remotes[name];
  return { outcome: inHistory ? 'withdrawn' : 'not in history', from: id, to: live, url };
}

/** The live release of every remote that has one (for `npm start`, so a restart keeps deploys). */
export function liveReleases(repoRoot, env = process.env) {
  const base = createSiteConfig(env).remotes;
  const live = {};
  for (const { name, dir } of remoteKeys.map((key) => remoteAppsByKey[key])) {
    const folder = path.join(releasesRootOf(repoRoot, env), dir);
    const current = readState(folder).history.at(-1);
    if (current?.id && fs.existsSync(path.join(folder, current.id)))
      live[name] = releaseManifestUrl(base[name], current.id);
  }
  return live;
}
