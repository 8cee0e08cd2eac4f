import fs from 'node:fs';
import path from 'node:path';
import { apiPort, apps, host, nextOffset, portOf, tlsFilesOf } from '@codecrush/build-config/runtime';
import { assertPortsFree } from '@codecrush/build-config/port-check';
import { liveReleases, releasesRootOf } from '@codecrush/releases';
import { siteConfigFromEnv, writeSiteConfig } from '@codecrush/build-config/site-config-file';
import { prerenderUnlessCurrent } from './prerender.mjs';
import { serveApp } from '@codecrush/server';
import { formTokenKeyFrom } from '@codecrush/server/form-token';
import { tlsFromEnv } from '@codecrush/server/tls';
import { spawnApi } from './api.mjs';
import { buildMissing, distOf, repoRoot } from './workspace.mjs';

/**
 * Builds what is missing, writes the deploy-time site-config.json from the environment, serves
 * each app's dist/ on its own port (except `skip`, e.g. a remote running under its dev server)
 * and starts the email API. Returns a function that stops everything.
 * @param {{ skip?: string[], startApi?: boolean }} options
 */
export async function composeServers({ skip = [], startApi = true } = {}) {
  // Validated before anything else: a bad variable stops the start, naming the key and the variable.
  const fromEnv = siteConfigFromEnv(process.env);
  // The key the pages' form tokens are signed with, handed to the API started below (same environment):
  // FORM_TOKEN_SECRET, or one made for this run unless the environment runs several hosts (then required).
  const formTokenSecret = formTokenKeyFrom(process.env);
  const served = apps.filter((app) => !skip.includes(app.dir));
  // Every port checked before anything builds or listens: a taken one stops the start, naming the app.
  const wanted = served.map((app) => ({ label: app.dir, port: portOf(app.dir) }));
  if (startApi) wanted.push({ label: 'api', port: apiPort });
  await assertPortsFree(wanted, host, nextOffset);
  await buildMissing(served.map((app) => app.dir));

  // The API runs in api/: give it the certificate paths as absolute ones.
  const tlsFiles = tlsFilesOf(process.env);
  if (tlsFiles) Object.assign(process.env, { TLS_CERT_FILE: tlsFiles.certFile, TLS_KEY_FILE: tlsFiles.keyFile });
  // Remotes deployed with `npm run deploy` stay on their live release across restarts.
  const config = { ...fromEnv, remotes: { ...fromEnv.remotes, ...liveReleases(repoRoot) } };
  if (served.some((app) => app.dir === 'shell')) {
    writeSiteConfig(path.join(distOf('shell'), 'site-config.json'), config);
    // Every route's HTML from the builds about to be served (docs/architecture.md), unless the last
    // prerender made them from these same builds, code and config. With a remote under its dev server
    // (skip), the pages keep their last prerender.
    if (skip.length === 0) await prerenderUnlessCurrent();
  }

  const tls = tlsFromEnv(process.env);
  process.env.FORM_TOKEN_SECRET = formTokenSecret;
  const servers = [];
  for (const app of served) {
    const port = portOf(app.dir);
    const isHost = app.dir === 'shell';
    const releasesDir = isHost ? undefined : path.join(releasesRootOf(repoRoot), app.dir);
    if (releasesDir) fs.mkdirSync(releasesDir, { recursive: true });
    servers.push(
      await serveApp({ distDir: distOf(app.dir), releasesDir, port, host, isHost, config, tls, formTokenSecret }),
    );
    console.log(`${app.dir.padEnd(13)} ${tls ? 'https' : 'http'}://localhost:${port}/`);
  }

  const stopApi = startApi ? spawnApi(process.env) : async () => undefined;

  return async function stop() {
    await stopApi();
    await Promise.all(servers.map((server) => server.close()));
  };
}
