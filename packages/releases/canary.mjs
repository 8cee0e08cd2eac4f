import path from 'node:path';
import {
  plainManifestUrl,
  releaseIdOfManifestUrl,
  releaseManifestUrl,
  remoteNames,
} from '@codecrush/build-config/contracts';
import { writeSiteConfig } from '@codecrush/build-config/site-config-file';
import {
  DeployError,
  currentConfig,
  defaultKeep,
  prune,
  readState,
  recordLive,
  remoteKeyOf,
  storeRelease,
  writeState,
} from './deploy.mjs';
import { releasesRootOf } from './releasesRoot.mjs';

/**
 * A canary release of one remote: its build beside the live (stable) release, named in
 * site-config.json's `canary` with the share of page loads (`weight`, 0–100 %) that get the pages
 * prerendered with it. It is started, stepped, then promoted (it becomes the live release, as a
 * deploy would make it) or stopped (its weight goes, the stable release never stopped serving).
 * One remote's canary at a time; every step is in the remote's deploy log.
 */

/**
 * A canary's weight, or an error that says what it takes.
 * @param {unknown} weight
 */
export function checkedWeight(weight) {
  if (!Number.isInteger(weight) || weight < 0 || weight > 100)
    throw new DeployError(`a canary's weight is a whole share of page loads from 0 to 100, got ${weight}`);
  return /** @type {number} */ (weight);
}

/** The remote's name, its release folder, and the live config with the canary it names (if any). */
function canaryContext({ repoRoot, dir, siteConfigFile, env }) {
  const name = remoteNames[remoteKeyOf(dir)];
  const folder = path.join(releasesRootOf(repoRoot, env), dir);
  const config = currentConfig(siteConfigFile, env);
  return { name, folder, config, canary: config.canary?.remote === name ? config.canary : undefined };
}

/** The live config's canary of `dir`, or an error that says there is none. */
function runningCanary(context, dir) {
  if (!context.canary) throw new DeployError(`${dir} has no canary release running`);
  return { ...context.canary, id: /** @type {string} */ (releaseIdOfManifestUrl(context.canary.url)) };
}

/** The config without its canary. */
const withoutCanary = (config) => {
  const stable = { ...config };
  delete stable.canary;
  return stable;
};

/**
 * Copies the remote's build into its release folder (as a deploy does) and names it the canary at
 * `weight` %. Refused while a canary of any remote runs, or when the build is the live release.
 * @param {{ repoRoot: string, dir: string, siteConfigFile: string, weight: number, keep?: number, env?: NodeJS.ProcessEnv, from?: string }} options
 * @returns {{ id: string, url: string, stable: string, reused: boolean, removed: string[] }}
 */
export function startCanary({ repoRoot, dir, siteConfigFile, weight, keep = defaultKeep, env = process.env, from }) {
  checkedWeight(weight);
  const context = canaryContext({ repoRoot, dir, siteConfigFile, env });
  const running = context.config.canary;
  if (running)
    throw new DeployError(
      `a canary of ${running.remote} is running (${running.url}): promote it or roll it back first`,
    );
  const { id, reused } = storeRelease({ repoRoot, dir, env, from });
  const stable = context.config.remotes[context.name];
  const url = releaseManifestUrl(plainManifestUrl(stable), id);
  if (url === stable) throw new DeployError(`${dir}: release ${id} is the live release already`);
  writeSiteConfig(siteConfigFile, { ...context.config, canary: { remote: context.name, url, weight } });
  const state = readState(context.folder);
  state.releases = [...state.releases.filter((release) => release !== id), id];
  state.log.push({ at: new Date().toISOString(), kind: 'canary', id, weight });
  const removed = prune(context.folder, state, keep);
  writeState(context.folder, state);
  return { id, url, stable, reused, removed };
}

/**
 * Sets the running canary's share of page loads.
 * @param {{ repoRoot: string, dir: string, siteConfigFile: string, weight: number, env?: NodeJS.ProcessEnv }} options
 * @returns {{ id: string, weight: number }}
 */
export function setCanaryWeight({ repoRoot, dir, siteConfigFile, weight, env = process.env }) {
  checkedWeight(weight);
  const context = canaryContext({ repoRoot, dir, siteConfigFile, env });
  const { id, remote, url } = runningCanary(context, dir);
  writeSiteConfig(siteConfigFile, { ...context.config, canary: { remote, url, weight } });
  const state = readState(context.folder);
  state.log.push({ at: new Date().toISOString(), kind: 'canary weight', id, weight });
  writeState(context.folder, state);
  return { id, weight };
}

/**
 * The running canary becomes the live release of its remote for every page load (a rollback returns
 * to the release it replaced), and the config names no canary any more.
 * @param {{ repoRoot: string, dir: string, siteConfigFile: string, env?: NodeJS.ProcessEnv }} options
 * @returns {{ id: string, url: string, previous: string }}
 */
export function promoteCanary({ repoRoot, dir, siteConfigFile, env = process.env }) {
  const context = canaryContext({ repoRoot, dir, siteConfigFile, env });
  const { id, url } = runningCanary(context, dir);
  const previous = context.config.remotes[context.name];
  writeSiteConfig(siteConfigFile, {
    ...withoutCanary(context.config),
    remotes: { ...context.config.remotes, [context.name]: url },
  });
  const state = readState(context.folder);
  recordLive(state, id, 'promote');
  writeState(context.folder, state);
  return { id, url, previous };
}

/**
 * Stops the running canary: no page load gets it any more; the stable release, which never stopped
 * serving, is all there is. Its folder stays (tabs that loaded it keep running it). `reason` is kept
 * in the deploy log (the guard's figures when it stopped the rollout).
 * @param {{ repoRoot: string, dir: string, siteConfigFile: string, env?: NodeJS.ProcessEnv, reason?: string }} options
 * @returns {{ id: string, stable: string }}
 */
export function stopCanary({ repoRoot, dir, siteConfigFile, env = process.env, reason }) {
  const context = canaryContext({ repoRoot, dir, siteConfigFile, env });
  const { id } = runningCanary(context, dir);
  writeSiteConfig(siteConfigFile, withoutCanary(context.config));
  const state = readState(context.folder);
  state.log.push({ at: new Date().toISOString(), kind: 'canary stopped', id, ...(reason ? { reason } : {}) });
  writeState(context.folder, state);
  return { id, stable: context.config.remotes[context.name] };
}

/**
 * The canary of `dir` the live config names, if any.
 * @param {{ repoRoot: string, dir: string, siteConfigFile: string, env?: NodeJS.ProcessEnv }} options
 * @returns {{ remote: string, id: string, url: string, weight: number } | undefined}
 */
export function canaryOf({ repoRoot, dir, siteConfigFile, env = process.env }) {
  const context = canaryContext({ repoRoot, dir, siteConfigFile, env });
  return context.canary ? runningCanary(context, dir) : undefined;
}
