import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prerenderTargetOf } from '@codecrush/build-config/prerender-target';
import { apps, apiPort, host, plannedPort, tlsFilesOf } from '@codecrush/build-config/runtime';
import { uploadLimits } from '@codecrush/build-config/contracts';
import { liveReleases, releasesRootOf } from '@codecrush/releases';
import { readSiteConfig, siteConfigFromEnv, writeSiteConfig } from '@codecrush/build-config/site-config-file';
import { formTokenKeyFrom } from '@codecrush/server/form-token';
import {
  apiTrustProxyBehindNginx,
  brotliModulePath,
  nginxConfig,
  precompressHashedFiles,
  startNginx,
} from '@codecrush/server/nginx';
import { apiIsUp, spawnApi } from './api.mjs';
import { prerenderSite } from './prerender.mjs';
import { buildMissing, distOf, repoRoot } from './workspace.mjs';

/** nginx's port: NGINX_PORT, default 8080 (shifted by PORT_OFFSET, like every port of the composition). */
export function nginxPortOf(env = process.env) {
  const raw = env.NGINX_PORT?.trim() || String(plannedPort('nginx'));
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`NGINX_PORT must be a port number (1–65535), got "${env.NGINX_PORT}"`);
  return port;
}

/**
 * The nginx configuration of this checkout's site on `port`: the shell's files from `shellDir`,
 * every remote's build and releases, the API at `apiUpstream`. `npm run nginx`, `npm run load --
 * --nginx` and `npm run observatory -- --nginx` serve with it.
 * @param {{ config: object, shellDir: string, port: number, runDir: string, apiUpstream: string,
 *   releasesRoot?: string, tls?: { certFile: string, keyFile: string }, env?: NodeJS.ProcessEnv }} options
 */
export function siteNginxConfig({ config, shellDir, port, runDir, apiUpstream, releasesRoot, tls, env = process.env }) {
  const releases = releasesRoot ?? releasesRootOf(repoRoot, env);
  return nginxConfig({
    config,
    shellDir,
    remotes: apps
      .filter((app) => app.dir !== 'shell')
      .map((app) => ({ name: app.name, distDir: distOf(app.dir), releasesDir: path.join(releases, app.dir) })),
    apiUpstreams: [apiUpstream],
    listen: { host, port },
    tls,
    runDir,
    brotliModule: brotliModulePath(env),
    maxBodyBytes: uploadLimits.maxFileBytes + 1024 * 1024,
    // Started as root (CI, a container), the workers would drop to `nobody`, who cannot read a
    // checkout or data dir private to root: they run as the user who started it.
    user: process.getuid?.() === 0 ? os.userInfo().username : undefined,
  });
}

/** Every hashed file of the site's builds and releases, precompressed for nginx (.br, .gz). */
export const precompressSite = (shellDir, releasesRoot = releasesRootOf(repoRoot)) =>
  precompressHashedFiles([
    shellDir,
    releasesRoot,
    ...apps.filter((app) => app.dir !== 'shell').map((app) => distOf(app.dir)),
  ]);

/** Waits until the API answers its health check (rejects after `ms`). */
async function waitForApi(baseUrl, ms) {
  const deadline = Date.now() + ms;
  while (!(await apiIsUp(baseUrl))) {
    if (Date.now() > deadline) throw new Error(`the API did not answer ${baseUrl}/healthz within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Calls `apply` with the live site-config.json of `shellDir` each time a deploy replaces it (a canary
 * step changes the share of page loads nginx gives it; a remote on a new host changes the CSP).
 * A config that cannot be read or applied is reported and the running configuration stays.
 * Returns the function that stops following.
 * @param {string} shellDir
 * @param {(config: import('../../packages/contracts/src/config').SiteConfig) => void} apply
 */
function followSiteConfig(shellDir, apply) {
  const file = path.join(shellDir, 'site-config.json');
  let timer;
  const watcher = fs.watch(shellDir, (_event, name) => {
    if (name !== 'site-config.json') return;
    clearTimeout(timer);
    // A deploy writes the file aside, then renames it over: one read once the events settle.
    timer = setTimeout(() => {
      try {
        apply(readSiteConfig(file));
        console.log('nginx: reloaded for the new site-config.json');
      } catch (error) {
        console.error(`nginx: site-config.json not applied, the running configuration stays: ${error.message}`);
      }
    }, 100);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}

/**
 * `npm run nginx`: the built, prerendered site on one origin through nginx (the one-origin layout,
 * docs/operations.md). Builds what is missing, writes site-config.json for one origin (keeping
 * each remote's live release), prerenders, writes the .br/.gz of hashed files, starts the API
 * behind nginx unless one already answers on API_PORT, then runs nginx in the foreground from a
 * configuration generated from the Node server's policy. Its pid, logs and temp files live in
 * `.data/nginx-<port>/`. SHELL_DIST and RELEASES_DIR move the shell's deployed files and the
 * releases (a test serves its own copy). Returns `{ origin, exited, stop }`.
 * @param {NodeJS.ProcessEnv} env
 */
export async function serveWithNginx(env = process.env) {
  const port = nginxPortOf(env);
  const tls = tlsFilesOf(env);
  const origin = `${tls ? 'https' : 'http'}://localhost:${port}`;
  brotliModulePath(env); // fails first, naming the package to install
  const layoutEnv = { ...env, SITE_LAYOUT: 'one-origin' };
  const fromEnv = siteConfigFromEnv(layoutEnv);
  // The API behind nginx must have the key (it refuses to start behind a proxy without one): FORM_TOKEN_SECRET,
  // or one made for this run. nginx serves the pages as files: it stamps no tokens (docs/operations.md).
  const formTokenSecret = formTokenKeyFrom(env);

  await buildMissing(apps.map((app) => app.dir));

  const target = prerenderTargetOf({ PUBLIC_ORIGIN: origin, ...env });
  const shellDir = target.shellDir;
  const releasesRoot = releasesRootOf(repoRoot, env);
  const config = { ...fromEnv, remotes: { ...fromEnv.remotes, ...liveReleases(repoRoot, layoutEnv) } };
  writeSiteConfig(path.join(shellDir, 'site-config.json'), config);
  await prerenderSite([], { env: { ...env, SHELL_DIST: shellDir, PUBLIC_ORIGIN: target.publicOrigin } });
  const compressed = await precompressSite(shellDir, releasesRoot);
  if (compressed > 0) console.log(`precompressed ${compressed} hashed files (.br, .gz)`);

  const apiUrl = `http://127.0.0.1:${apiPort}`;
  let stopApi = async () => undefined;
  if (await apiIsUp(apiUrl)) {
    console.log(`Using the API already running on ${apiUrl} (its API_CORS_ORIGINS must allow ${origin}).`);
  } else {
    const siteOrigins = ['localhost', '127.0.0.1'].flatMap((name) => [
      `http://${name}:${port}`,
      `https://${name}:${port}`,
    ]);
    const plainEnv = { ...env };
    delete plainEnv.TLS_CERT_FILE;
    delete plainEnv.TLS_KEY_FILE;
    // Behind nginx: plain HTTP on loopback; nginx (connecting from 127.0.0.1) is the one trusted proxy, so the
    // visitor's address comes from its X-Forwarded-For; the site's origin allowed.
    stopApi = spawnApi({
      ...plainEnv,
      FORM_TOKEN_SECRET: formTokenSecret,
      API_TRUST_PROXY: apiTrustProxyBehindNginx,
      API_CORS_ORIGINS: [env.API_CORS_ORIGINS, ...siteOrigins].filter(Boolean).join(','),
    });
    await waitForApi(apiUrl, 60_000).catch(async (error) => {
      await stopApi();
      throw error;
    });
  }

  const listen = { host, port };
  const runDir = path.join(repoRoot, '.data', `nginx-${port}`);
  const text = siteNginxConfig({ config, shellDir, port, runDir, apiUpstream: apiUrl, releasesRoot, tls, env });
  const nginx = await startNginx({ config: text, runDir, listen, env }).catch(async (error) => {
    await stopApi();
    throw error;
  });
  console.log(`nginx configuration: ${nginx.configFile}\n\nThe site (nginx, one origin): ${origin}/`);
  const stopFollowing = followSiteConfig(shellDir, (live) =>
    nginx.reload(
      siteNginxConfig({ config: live, shellDir, port, runDir, apiUpstream: apiUrl, releasesRoot, tls, env }),
    ),
  );
  return {
    origin,
    exited: nginx.exited,
    async stop() {
      stopFollowing();
      await nginx.stop();
      await stopApi();
    },
  };
}
